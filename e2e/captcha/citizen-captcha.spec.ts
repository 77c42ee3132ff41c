import { api } from '#core/api';
import { PublicFormPage } from '../pages/public-form-page';
import { AnsweringApi } from '../support/answering-api';
import { settingsDesign } from '../support/answering-designs';
import { captchaStatus } from '../support/captcha';
import { expect, expectAccessible, test } from '../support/fixtures';
import { setNetwork } from '../support/network';
import { countRows } from '../support/offline-db';
import { waitForServiceWorker } from '../support/service-worker';

/*
 * Issue 15: the captcha of a citizen's form is a proof of work the phone does by itself (ALTCHA),
 * not a picture: nothing to see or type, a status a screen reader hears, and an answer given
 * offline is proven on the device when the connection returns, asking nobody.
 */
const opinion = 'Ý kiến của bạn';
const texts = { group: 'Xác thực (captcha)', verifying: 'Đang xác minh…', verified: 'Đã xác minh', failed: 'Chưa xác minh được (có thể do mất mạng).' };

test.describe('online', () => {
  // the page's own requests, not a service worker's, so that the test can hold the captcha back
  test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

  test('a citizen answers a captcha form: the status says "verifying" then "verified", nothing moves, the answer is stored once', async ({ page, app, axe }) => {
    const author = await AnsweringApi.signIn(app.server.port);
    const form = await author.publish(settingsDesign(`Góp ý có captcha ${Date.now()}`, opinion, { requireCaptcha: true }));
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(`**${api.captcha}`, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`/${encodeURIComponent(form.shortUrl)}`);
    const answering = new PublicFormPage(page, 'vi');
    await answering.field(opinion).fill('Cần thêm đèn đường');
    const status = captchaStatus(page, 'vi');
    await expect(status).toHaveText(texts.verifying);
    await expect(page.getByRole('group', { name: texts.group })).toHaveAccessibleDescription(/bạn không cần làm gì/);
    await axe('captcha verifying');
    const submit = page.getByRole('button', { name: 'Gửi', exact: true });
    const before = await submit.boundingBox();

    release();
    await expect(status).toHaveText(texts.verified);
    expect(await submit.boundingBox(), 'the submit button stays where the finger is').toEqual(before);
    await axe('captcha verified');

    await submit.press('Enter'); // keyboard only: nothing in the captcha to operate
    await answering.expectSavedOnDevice();
    await expect.poll(() => author.responseCount(form.id), { timeout: 30_000 }).toBe(1);

    // a captcha serves one answer: the next answer gets a fresh one, solved again by the phone
    await answering.startAnother();
    await answering.field(opinion).fill('Cần sửa đường');
    await expect(status).toHaveText(texts.verified);
    await submit.click();
    await expect.poll(() => author.responseCount(form.id), { timeout: 30_000 }).toBe(2);
  });
});

test('an answer given offline is proven by the phone when the connection returns, without asking the citizen', async ({ browser, app }) => {
  const author = await AnsweringApi.signIn(app.server.port);
  const form = await author.publish(settingsDesign(`Góp ý ngoại tuyến ${Date.now()}`, opinion, { requireCaptcha: true }));
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    await page.goto(`/${encodeURIComponent(form.shortUrl)}`);
    await waitForServiceWorker(page);
    await page.reload(); // now the service worker keeps this page for offline use
    await expect(page.getByRole('textbox', { name: opinion })).toBeVisible();

    await setNetwork(app.proxy, context, 'offline');
    await page.reload();
    const answering = new PublicFormPage(page, 'vi');
    await answering.field(opinion).fill('Trả lời khi mất mạng');
    await expect(captchaStatus(page, 'vi')).toHaveText(texts.failed);
    await expectAccessible(page, 'captcha offline');
    await answering.submit();
    await answering.expectSavedOnDevice();
    expect(await countRows(page, 'outbox')).toBe(1);
    expect(await author.responseCount(form.id)).toBe(0);

    await setNetwork(app.proxy, context, 'online');
    await expect.poll(() => author.responseCount(form.id), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => countRows(page, 'outbox')).toBe(0);
  } finally {
    await context.close();
  }
});
