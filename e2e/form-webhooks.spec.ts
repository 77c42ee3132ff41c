import { randomUUID } from 'node:crypto';
import { type Page, request } from '@playwright/test';
import { api } from '#core/api';
import { LoginPage } from './pages/login-page';
import { AnsweringApi } from './support/answering-api';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { type Lang, languageRuns } from './support/languages';
import { WebhookReceiver } from '../tests/support/webhook-receiver';

const words = {
  vi: {
    title: 'Webhook của biểu mẫu', url: 'Địa chỉ nhận (https://…)', add: 'Thêm webhook', secret: 'Khoá bí mật', done: 'Tôi đã lưu khoá',
    sending: 'Đang gửi', waiting: 'Chờ gửi', delivered: 'Đã gửi', resend: (id: string) => `Gửi lại câu trả lời ${id}`,
    log: (url: string) => `Nhật ký gửi tới ${url}`, oneDelivered: '0 chờ gửi · 1 đã gửi · 0 thất bại', webhooksLink: 'Webhook', https: 'Địa chỉ phải bắt đầu bằng https://',
  },
  en: {
    title: 'Webhooks of the form', url: 'Target address (https://…)', add: 'Add webhook', secret: 'Secret', done: 'I have saved it',
    sending: 'Sending', waiting: 'Waiting', delivered: 'Delivered', resend: (id: string) => `Send answer ${id} again`,
    log: (url: string) => `Deliveries to ${url}`, oneDelivered: '0 waiting · 1 delivered · 0 failed', webhooksLink: 'Webhooks', https: 'The address must start with https://',
  },
} as const satisfies Record<Lang, unknown>;

async function answerOnce(serverPort: number, formId: number): Promise<string> {
  const citizen = await request.newContext({ baseURL: `http://127.0.0.1:${serverPort}`, extraHTTPHeaders: { 'x-company-id': '1' } });
  const responseId = randomUUID();
  const reply = await citizen.post(api.saveResponse, { data: { responseId, formId, answers: { q1: 'Lan' } } });
  expect(reply.status()).toBe(200);
  await citizen.dispose();
  return responseId;
}

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const run of languageRuns) {
  test(`the owner adds a webhook, sees a failed delivery in the log and sends it again (${run.lang}, ${run.screen})`, async ({ browser, app }) => {
    test.setTimeout(120_000);
    const t = words[run.lang];
    const receiver = new WebhookReceiver();
    await receiver.start();
    receiver.answer = (n) => (n === 1 ? 500 : 200);
    const admin = await AnsweringApi.signIn(app.server.port);
    const form = await admin.publish({ title: `Webhook ${run.lang}`, phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'text', title: 'Name' }] }] });

    const context = await browser.newContext({ viewport: run.viewport });
    await context.addInitScript((lang) => localStorage.setItem('language', lang), run.lang);
    const page = await context.newPage();
    const shot = (what: string) => screenshot(page, `webhooks-${what}-${run.lang}-${run.screen}`);
    await new LoginPage(page, run.lang).signInAsAdmin();
    await page.goto(`/forms/${form.id}/results`);
    await page.getByRole('link', { name: t.webhooksLink, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(t.title) })).toBeVisible();
    await expectAccessible(page, `webhooks empty (${run.lang})`);
    await shot('empty');

    const address = page.getByRole('textbox', { name: t.url });
    await address.fill('http://example.org/hook');
    await page.getByRole('button', { name: t.add }).click();
    await expect(page.getByText(t.https)).toBeVisible();
    await expectAccessible(page, `webhooks refused address (${run.lang})`);

    await address.fill(receiver.url);
    await page.getByRole('button', { name: t.add }).click();
    const secretField = page.getByRole('textbox', { name: t.secret });
    await expect(secretField).toHaveValue(/^whsec_/);
    receiver.secret = await secretField.inputValue();
    await expectAccessible(page, `webhooks secret (${run.lang})`);
    await shot('secret');
    await page.getByRole('button', { name: t.done }).click();
    await expect(secretField).toBeHidden();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: receiver.url }) });
    await expect(card).toContainText(t.sending);

    // an answer arrives; the server's poll sends it, the receiver fails this first attempt
    const responseId = await answerOnce(app.server.port, form.id);
    const log = card.getByRole('region', { name: t.log(receiver.url) });
    const row = log.getByRole('row').filter({ hasText: responseId.slice(0, 8) });
    await expect(row).toContainText(t.waiting, { timeout: 20_000 });
    await expect(row).toContainText('HTTP 500', { timeout: 20_000 });
    await noSideScroll(page, run.viewport.width);
    await expectAccessible(page, `webhooks log (${run.lang})`);
    await shot('failed');

    await row.getByRole('button', { name: t.resend(responseId.slice(0, 8)) }).click();
    await expect(row).toContainText(t.delivered, { timeout: 20_000 });
    await expect(card).toContainText(t.oneDelivered, { timeout: 20_000 });
    await expectAccessible(page, `webhooks delivered (${run.lang})`);
    await shot('delivered');

    expect(receiver.received.map((r) => r.answered)).toEqual([500, 200]);
    expect(receiver.received.every((r) => r.signatureValid && r.deliveryId.startsWith(`${responseId}.`))).toBe(true);
    expect(receiver.accepted().size).toBe(1);
    await context.close();
    await receiver.close();
  });
}
