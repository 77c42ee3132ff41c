import { LoginPage } from './pages/login-page';
import { AnswerPage } from './pages/answer-page';
import { DesignerPage } from './pages/designer-page';
import { switchOn } from './pages/toggle';
import { AnsweringApi } from './support/answering-api';
import { flowDesign, flowTexts } from './support/answering-designs';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { contextIn, type Lang } from './support/languages';
import { setNetwork } from './support/network';
import { readRows } from './support/offline-db';
import { waitForServiceWorker } from './support/service-worker';
import { storedResponses } from './support/stored-answers';

const previewTexts = {
  vi: {
    banner: 'Đây là bản xem trước như người trả lời nhìn thấy',
    frame: 'Biểu mẫu xem trước', width: 'Khổ màn hình', phone: 'Điện thoại', desktop: 'Máy tính', restart: 'Bắt đầu lại bản xem trước',
    notSent: 'Đây chỉ là bản xem trước: không có gì được gửi đi hay lưu lại.', draftTitle: '(bản nháp chưa lưu)',
  },
  en: {
    banner: 'This is a preview as respondents see the form',
    frame: 'Previewed form', width: 'Screen width', phone: 'Phone', desktop: 'Desktop', restart: 'Restart the preview',
    notSent: 'This was a preview: nothing was sent or stored.', draftTitle: '(unsaved draft)',
  },
} as const;

const runs = [
  { lang: 'vi', viewport: { width: 1280, height: 900 } },
  { lang: 'en', viewport: { width: 1280, height: 900 } },
] as const satisfies readonly { lang: Lang; viewport: object }[];

for (const run of runs) {
  test(`an author previews an unpublished form offline: pages, logic, validation, thank-you; nothing is stored (${run.lang})`, async ({ browser, app }) => {
    test.setTimeout(120_000);
    const f = flowTexts[run.lang];
    const p = previewTexts[run.lang];
    const admin = await AnsweringApi.signIn(app.server.port);
    const title = `${f.page1} preview ${Date.now()}`;
    const formId = await admin.createUnpublished(flowDesign(title, f, ''));
    const context = await contextIn(browser, run.lang, run.viewport);
    const page = await context.newPage();
    try {
      await new LoginPage(page, run.lang).signInAsAdmin();
      // the app is installed (its code precached), as on a device the author works offline with
      await waitForServiceWorker(page);
      const designer = new DesignerPage(page, run.lang);
      await designer.open(formId);

      // an edit not saved yet is what the preview shows; the connection goes before the preview opens
      const draftTitle = `${title} ${p.draftTitle}`;
      await designer.formTitle().fill(draftTitle);
      await setNetwork(app.proxy, context, 'offline');
      await designer.openTab('preview');
      await expect(page.getByText(p.banner)).toBeVisible();
      const citizen = new AnswerPage(page, run.lang);
      const t = citizen.t;

      // the phone width: a frame of a phone's size around the same form
      await switchOn(page.getByRole('radio', { name: p.phone }));
      const frame = page.locator('.form-preview-frame');
      await expect.poll(async () => (await frame.boundingBox())?.width).toBeLessThanOrEqual(390);
      await expect(page.getByRole('heading', { level: 1, name: f.welcome })).toBeVisible();
      await expectAccessible(page, `preview welcome, phone (${run.lang})`);
      await screenshot(page, `form-preview-phone-welcome-${run.lang}`);
      await page.getByRole('button', { name: t.start, exact: true }).click();
      await expect(page.getByRole('region', { name: p.frame }).getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();

      // validation: "Next" with nothing answered says what is required
      const next = page.getByRole('button', { name: t.next, exact: true });
      await next.click();
      await expect(citizen.errorOf(citizen.textbox(f.age))).toHaveText(t.requiredMessage);
      await expectAccessible(page, `preview refused page, phone (${run.lang})`);
      await screenshot(page, `form-preview-phone-validation-${run.lang}`);

      // the desktop width, and a logic rule: "yes" shows the follow-up question on page 2
      await switchOn(page.getByRole('radio', { name: p.desktop }));
      await expect.poll(async () => (await frame.boundingBox())?.width).toBeGreaterThan(700);
      await citizen.choose(f.resident, f.yes);
      await citizen.type(f.age, '30');
      await next.click();
      await expect(page.getByText(t.pageOf(2, 2))).toBeVisible();
      await expect(citizen.textbox(f.years)).toBeVisible();
      await page.getByRole('button', { name: t.back, exact: true }).click();
      await citizen.choose(f.resident, f.no);
      await next.click();
      await expect(citizen.textbox(f.opinion)).toBeVisible();
      await expect(citizen.textbox(f.years)).toHaveCount(0);
      await citizen.type(f.opinion, run.lang === 'vi' ? 'Thử bản xem trước' : 'Trying the preview');
      await expectAccessible(page, `preview page 2, desktop (${run.lang})`);
      await screenshot(page, `form-preview-desktop-page2-${run.lang}`);

      // submit: the author's thank-you page, saying nothing was sent, and no redirect away from the designer
      await citizen.submit();
      await expect(page.getByRole('heading', { name: f.thankYou })).toBeVisible();
      await expect(page.getByText(p.notSent)).toBeVisible();
      await expectAccessible(page, `preview thank-you, desktop (${run.lang})`);
      await screenshot(page, `form-preview-desktop-thank-you-${run.lang}`);
      await expect(page).toHaveURL(new RegExp(`/forms/${formId}/edit$`));

      // nothing went to the outbox, no answer draft was kept on the device
      expect(await readRows(page, 'outbox', ['responseId'])).toEqual([]);
      expect(await readRows(page, 'drafts', ['formId'])).toEqual([]);

      // "restart" starts the preview over, at the welcome page
      await page.getByRole('button', { name: p.restart }).click();
      await expect(page.getByRole('heading', { level: 1, name: f.welcome })).toBeVisible();
    } finally {
      await setNetwork(app.proxy, context, 'online');
      await context.close();
    }
    // the server's database holds no answer to the form
    expect(await storedResponses(app, [formId])).toEqual([]);
    await admin.dispose();
  });
}

test('a reviewer on a phone opens the preview of a form from the review screen and answers it as a respondent would', async ({ browser, app }) => {
  test.setTimeout(90_000);
  const f = flowTexts.vi;
  const admin = await AnsweringApi.signIn(app.server.port);
  const formId = await admin.createUnpublished(flowDesign(`${f.page1} duyệt ${Date.now()}`, f, ''));
  const context = await contextIn(browser, 'vi', { width: 360, height: 740 });
  const page = await context.newPage();
  try {
    await new LoginPage(page, 'vi').signInAsAdmin();
    await page.goto(`/management/review?form=${String(formId)}`);
    const open = page.getByRole('button', { name: 'Hiện bản xem trước' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const citizen = new AnswerPage(page, 'vi');
    const frame = page.getByRole('region', { name: previewTexts.vi.frame });
    await expect(frame.getByRole('heading', { level: 1, name: f.welcome })).toBeVisible();
    await frame.getByRole('button', { name: citizen.t.start, exact: true }).click();
    await frame.getByRole('button', { name: citizen.t.next, exact: true }).click();
    await expect(citizen.errorOf(citizen.textbox(f.age))).toHaveText(citizen.t.requiredMessage);
    await expectAccessible(page, 'review screen preview, phone (vi)');
    await screenshot(page, 'form-preview-review-phone-vi');
    expect(await readRows(page, 'drafts', ['formId'])).toEqual([]);
  } finally {
    await context.close();
  }
  await admin.dispose();
});
