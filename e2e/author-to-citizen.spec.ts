import type { Browser, BrowserContext } from '@playwright/test';
import { formatMoment } from '#core/time';
import { DesignerPage } from './pages/designer-page';
import { LoginPage } from './pages/login-page';
import { PublicFormPage } from './pages/public-form-page';
import { ApiProbe } from './support/api-probe';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { ui, type Lang } from './support/languages';
import { waitForServiceWorker } from './support/service-worker';

const phone = { width: 360, height: 740 };

async function openIn(browser: Browser, lang: Lang, options: { permissions?: string[] } = {}) {
  const context = await browser.newContext({ viewport: phone, ...options });
  await context.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
  }, lang);
  return context;
}

/** The service worker's navigation fallback never answers /api, and a missing asset is never index.html. */
async function expectServiceWorkerLeavesApiAndAssetsAlone(context: BrowserContext, baseURL: string): Promise<void> {
  const page = await context.newPage();
  const api = await page.goto(`${baseURL}/api/v1/form/home-statistics`);
  expect(api?.headers()['content-type']).toContain('application/json');
  const asset = await page.goto(`${baseURL}/assets/missing-file.js`);
  expect(asset?.status()).toBe(404);
  expect(await page.content()).not.toContain('id="root"');
  await page.close();
}

for (const lang of ['vi', 'en'] as const) {
  test(`author publishes, a citizen answers offline, every answer arrives exactly once (${lang})`, async ({ browser, app, baseURL }) => {
    test.setTimeout(180_000);
    const t = ui[lang];
    const title = `${lang === 'vi' ? 'Khảo sát dịch vụ công' : 'Public service survey'} ${Date.now()}`;
    const [nameQ, ageQ, usedQ, whichQ] = lang === 'vi'
      ? ['Họ và tên', 'Tuổi', 'Bạn đã dùng dịch vụ công trực tuyến chưa?', 'Bạn đã dùng dịch vụ nào?']
      : ['Full name', 'Age', 'Have you used online public services?', 'Which service did you use?'];
    const [yes, no] = lang === 'vi' ? ['Rồi', 'Chưa'] : ['Yes', 'No'];

    // The author signs in, builds the form, publishes it and copies its short link.
    const authorContext = await openIn(browser, lang, { permissions: ['clipboard-read', 'clipboard-write'] });
    const author = await authorContext.newPage();
    const login = new LoginPage(author, lang);
    await login.open();
    await expectAccessible(author, 'sign-in');
    await screenshot(author, `sign-in-${lang}`);
    await login.signInAsAdmin();

    const designer = new DesignerPage(author, lang);
    await designer.openNew();
    await designer.setTitle(title);
    await designer.addQuestion('text', 1, nameQ);
    await designer.markRequired(1);
    await designer.addQuestion('number', 2, ageQ);
    await designer.setRange(2, 16, 100);
    await designer.addQuestion('radio', 3, usedQ);
    await designer.setOptions(3, [yes, no]);
    await designer.addQuestion('text', 4, whichQ);
    await designer.addShowRule(whichQ, usedQ, yes);
    await designer.save();
    await designer.publish();
    await expectAccessible(author, 'designer');
    await screenshot(author, `designer-${lang}`);
    const shortLink = await designer.copyShortLink();
    // "$" and "^" of the alphabet are written percent-encoded (a leading "$" would be read as a route parameter)
    expect(shortLink).toMatch(new RegExp(`^${baseURL}/([A-Za-z0-9_*!-]|%24|%5E){6}$`));

    // A citizen opens the link: validation and the logic rule work as they answer.
    const citizenContext = await openIn(browser, lang);
    let citizen = await citizenContext.newPage();
    const form = new PublicFormPage(citizen, lang);
    await citizen.goto(shortLink);
    await expect(citizen.getByRole('heading', { name: title })).toBeVisible();
    await expect(form.field(whichQ)).toHaveCount(0);
    await form.submit();
    await expect(citizen.getByText(t.requiredMessage).first()).toBeVisible();
    await form.field(ageQ).fill('200');
    await form.submit();
    await expect(citizen.getByText(t.range(16, 100))).toBeVisible();
    await form.choose(usedQ, yes);
    await expect(form.field(whichQ)).toBeVisible();
    await form.choose(usedQ, no);
    await expect(form.field(whichQ)).toHaveCount(0);
    await expectAccessible(citizen, 'public form');
    await screenshot(citizen, `public-form-${lang}`);
    await waitForServiceWorker(citizen);
    await expectServiceWorkerLeavesApiAndAssetsAlone(citizenContext, baseURL!);

    // The connection goes: three answers are kept on the device.
    app.proxy.cut();
    await citizenContext.setOffline(true);
    await expect(citizen.getByText(t.offline).first()).toBeVisible();
    for (const name of ['Nguyễn Văn An', 'Trần Thị Bình', 'Lê Văn Cường']) {
      await form.field(nameQ).fill(name);
      await form.field(ageQ).fill('34');
      await form.choose(usedQ, yes);
      await form.field(whichQ).fill('Cấp căn cước');
      await form.submit();
      await form.expectSavedOnDevice();
      await form.startAnother();
    }
    await expect(citizen.getByRole('button', { name: new RegExp(lang === 'vi' ? '3 câu trả lời chờ gửi' : '3 answers waiting') })).toBeVisible();
    await expectAccessible(citizen, 'offline banner');
    await screenshot(citizen, `offline-banner-${lang}`);

    // The page is closed and opened again while still offline: the service worker serves it.
    await citizen.close();
    citizen = await citizenContext.newPage();
    await citizen.goto(shortLink);
    await expect(citizen.getByRole('heading', { name: title })).toBeVisible();
    await expect(citizen.getByText(lang === 'vi' ? 'đây là bản đã lưu trên thiết bị' : 'this is the copy saved on this device', { exact: false })).toBeVisible();
    const probe = await ApiProbe.signIn(app.server.port);
    expect(await probe.responseCount(title)).toBe(0);

    // The connection returns: each answer reaches the server exactly once.
    app.proxy.restore();
    await citizenContext.setOffline(false);
    await expect.poll(() => probe.responseCount(title), { timeout: 30_000 }).toBe(3);
    await expect(citizen.getByRole('button', { name: new RegExp(lang === 'vi' ? 'Không có câu trả lời chờ gửi' : 'No answers waiting') })).toBeVisible();

    // The server goes out of reach while the phone keeps its network: only the proxy is cut.
    // Two more answers; the banner says offline once sending fails; "Send now" after the server
    // is back, and the page reloads while that sync is stored but not yet acknowledged.
    app.proxy.cut();
    const reopened = new PublicFormPage(citizen, lang);
    for (const name of ['Phạm Thị Dung', 'Hoàng Văn Em']) {
      await reopened.field(nameQ).fill(name);
      await reopened.choose(usedQ, no);
      await reopened.submit();
      await reopened.expectSavedOnDevice();
      await reopened.startAnother();
    }
    await expect(citizen.getByText(t.offline).first()).toBeVisible();
    app.proxy.replyDelayMs = 3_000;
    app.proxy.restore();
    await citizen.getByRole('button', { name: new RegExp(lang === 'vi' ? '^Trạng thái đồng bộ' : '^Sync status') }).click();
    // The retry timer may already have started this sync; either way it is now in flight.
    await citizen.getByRole('button', { name: t.sendNow }).click({ timeout: 3_000 }).catch(() => undefined);
    await expect.poll(() => probe.responseCount(title), { timeout: 30_000, intervals: [100] }).toBe(5);
    await citizen.reload();
    app.proxy.replyDelayMs = 0;
    await expect(citizen.getByRole('button', { name: new RegExp(lang === 'vi' ? 'Không có câu trả lời chờ gửi' : 'No answers waiting') })).toBeVisible({ timeout: 30_000 });
    expect(await probe.responseCount(title)).toBe(5);
    // The sync panel tells the last sync in the one date format (docs/dates.md), to the minute.
    await citizen.getByRole('button', { name: new RegExp(lang === 'vi' ? '^Trạng thái đồng bộ' : '^Sync status') }).click();
    const lastSync = `${lang === 'vi' ? 'Lần đồng bộ gần nhất' : 'Last sync'}: ${formatMoment(new Date(), lang, 'date')}${lang === 'vi' ? ' ' : ', '}`;
    await expect(citizen.getByText(new RegExp(`^${lastSync}\\d{2}:\\d{2}$`))).toBeVisible();
    await citizen.keyboard.press('Escape');

    // The author sees the answers counted.
    await author.goto('/forms');
    const card = author.getByRole('listitem').filter({ has: author.getByRole('heading', { name: title }) });
    await expect(card.getByText(lang === 'vi' ? '5 câu trả lời' : '5 answers', { exact: true })).toBeVisible();
    await expectAccessible(author, 'my forms');
    await screenshot(author, `my-forms-${lang}`);
    await probe.dispose();
    await authorContext.close();
    await citizenContext.close();
  });
}
