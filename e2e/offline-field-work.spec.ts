import type { Page } from '@playwright/test';
import { createAccounts, signInAs, type Account } from './pages/accounts';
import { LoginPage } from './pages/login-page';
import { PublicFormPage } from './pages/public-form-page';
import { switchOn } from './pages/toggle';
import { AnsweringApi } from './support/answering-api';
import { settingsDesign } from './support/answering-designs';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { setNetwork } from './support/network';
import { countRows, readRows } from './support/offline-db';
import { waitForServiceWorker } from './support/service-worker';
import { storedResponses } from './support/stored-answers';

const fieldWorker: Account = { username: 'tran.thi.binh', name: 'Trần Thị Bình', password: 'Dieutra2026' };
const household = 'Số người trong hộ';
const opinion = 'Ý kiến của người dân';

async function answer(page: Page, shortUrl: string, question: string, value: string): Promise<void> {
  await page.goto(`/${encodeURIComponent(shortUrl)}`);
  const form = new PublicFormPage(page, 'vi');
  await form.field(question).fill(value);
  await form.submit();
  await form.expectSavedOnDevice();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
}

/*
 * One phone, shared. The network is cut for real (the proxy refuses every connection, the browser
 * is offline too). A staff member works offline and keeps her work when she signs out; a citizen
 * answers a public form on the same phone; a second staff member signs in later. Each answer is
 * stored once, with the person who gave it: the citizen's with nobody, even though it is sent while
 * a staff member is signed in (issue 13, defect 2).
 */
test('a shared phone offline: each person\'s answers stay apart and are stored with the person who gave them', async ({ browser, app }) => {
  test.setTimeout(180_000);
  await createAccounts(app, [fieldWorker]);
  const author = await AnsweringApi.signIn(app.server.port);
  const stamp = Date.now();
  const census = await author.publish({
    title: `Điều tra hộ gia đình ${stamp}`,
    phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'text', title: household, required: true }] }],
  });
  const feedback = await author.publish(settingsDesign(`Góp ý của người dân ${stamp}`, opinion, { requireCaptcha: true }));
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    // The administrator keeps the census form on the phone, and opens the public feedback form once.
    await new LoginPage(page, 'vi').signInAsAdmin();
    await waitForServiceWorker(page);
    await page.goto(`/${encodeURIComponent(census.shortUrl)}`);
    await switchOn(page.getByRole('switch', { name: 'Dùng được khi không có mạng' }));
    await expect.poll(() => countRows(page, 'offlineForms')).toBe(1);
    await page.goto(`/${encodeURIComponent(feedback.shortUrl)}`);
    await expect(page.getByRole('textbox', { name: opinion })).toBeVisible();
    await page.goto('/offline');
    await expect(page.getByRole('heading', { name: 'Biểu mẫu ngoại tuyến', level: 1 })).toBeVisible();
    const kept = page.getByRole('list', { name: 'Biểu mẫu đã lưu trên thiết bị' }).getByRole('listitem');
    await expect(kept).toHaveCount(1);
    await expect(kept.first()).toContainText(census.design.title);
    await expectAccessible(page, 'offline forms');
    await screenshot(page, 'offline-forms-vi');

    // In the village: no connection at all. She answers, starts another answer, and signs out keeping both.
    await setNetwork(app.proxy, context, 'offline');
    await answer(page, census.shortUrl, household, '4');
    await page.goto(`/${encodeURIComponent(census.shortUrl)}`);
    await new PublicFormPage(page, 'vi').field(household).fill('5');
    await expect.poll(() => countRows(page, 'drafts')).toBe(1);
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Còn dữ liệu chưa gửi trên thiết bị' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'sign-out with unsent work');
    await screenshot(page, 'offline-sign-out-vi');
    await dialog.getByRole('button', { name: 'Giữ lại cho tài khoản này' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/login'));
    expect(await countRows(page, 'drafts')).toBe(0);
    expect(await countRows(page, 'parkedDrafts')).toBe(1);

    // A citizen gives her opinion on the same phone, still offline and signed in as nobody.
    await answer(page, feedback.shortUrl, opinion, 'Đường vào thôn cần sửa');
    expect(await countRows(page, 'outbox')).toBe(2);

    // The connection is back. Nothing goes in the administrator's name while she is away; the
    // citizen's answer goes with a captcha the phone solves by itself, asking nobody.
    await setNetwork(app.proxy, context, 'online');
    await expect.poll(() => author.responseCount(feedback.id), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => outboxStates(page), { timeout: 30_000 }).toEqual(['pending']);
    expect(await author.responseCount(census.id)).toBe(0);

    // A second staff member signs in on the phone and answers the census herself.
    await signInAs(page, fieldWorker, 'vi');
    await answer(page, census.shortUrl, household, '7');
    await expect.poll(() => author.responseCount(census.id), { timeout: 30_000 }).toBe(1);
    // She does not see the administrator's kept answer.
    await page.goto('/offline');
    await expect(page.getByRole('region', { name: 'Hộp thư đi' }).getByRole('listitem')).toHaveCount(0);
    await expectAccessible(page, 'outbox of the second staff member');
    expect(await author.responseCount(feedback.id)).toBe(1);
    await signOut(page);

    // The administrator comes back: her unfinished answer returns and her kept answer is sent.
    await new LoginPage(page, 'vi').signInAsAdmin();
    await expect.poll(() => countRows(page, 'drafts')).toBe(1);
    await expect.poll(() => author.responseCount(census.id), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => countRows(page, 'outbox')).toBe(0);

    const stored = await storedResponses(app, [census.id, feedback.id]);
    const who = stored.map((r) => ({ form: r.formId, by: r.username, answer: String(r.values.q1) })).sort((a, b) => a.answer.localeCompare(b.answer));
    expect(who).toEqual([
      { form: census.id, by: 'admin', answer: '4' },
      { form: census.id, by: fieldWorker.username, answer: '7' },
      { form: feedback.id, by: null, answer: 'Đường vào thôn cần sửa' },
    ]);
  } finally {
    await setNetwork(app.proxy, context, 'online');
    await context.close();
    await author.dispose();
  }
});

/** The states of the outbox rows, sorted (read raw from IndexedDB). */
async function outboxStates(page: Page): Promise<string[]> {
  return (await readRows(page, 'outbox', ['state'])).map((row) => String(row.state)).sort();
}
