import { randomUUID } from 'node:crypto';
import { request } from '@playwright/test';
import { api } from '#core/api';
import { MAX_BATCH_RESPONSES } from '#core/constants';
import { LoginPage } from '../pages/login-page';
import { StatisticsPage } from '../pages/statistics-page';
import { AnsweringApi } from '../support/answering-api';
import { expect, expectAccessible, test } from '../support/fixtures';

/** Long answers over several pages: about 5 MB of CSV, some 25 s at the throttled speed below. */
const RESPONSES = 3000;
const BYTES_PER_SECOND = 200 * 1024;
const texts = {
  vi: { percent: /^Đã xuất \d+%$/, cancel: 'Huỷ tải', cancelled: 'Đã huỷ tải tệp; không có tệp nào được lưu.' },
} as const;

async function seedLongForm(serverPort: number): Promise<string> {
  const title = `Khảo sát dài ${Date.now()}`;
  const admin = await AnsweringApi.signIn(serverPort);
  const form = await admin.publish({ title, phases: [{ id: 'p1', elements: [{ id: 'y', kind: 'text', title: 'Góp ý', multiline: true }] }] });
  await admin.dispose();
  const citizen = await request.newContext({ baseURL: `http://127.0.0.1:${serverPort}`, extraHTTPHeaders: { 'x-company-id': '1' } });
  for (let from = 0; from < RESPONSES; from += MAX_BATCH_RESPONSES) {
    const responses = Array.from({ length: MAX_BATCH_RESPONSES }, (_, i) => ({
      responseId: randomUUID(), formId: form.id, answers: { y: `Góp ý số ${from + i}: ${'nội dung dài '.repeat(150)}` },
      submittedAt: new Date(Date.now() - (from + i) * 1000).toISOString(),
    }));
    const reply = await citizen.post(api.saveResponses, { data: { responses } });
    if (!reply.ok()) throw new Error(`answers not saved: ${reply.status()} ${await reply.text()}`);
  }
  await citizen.dispose();
  return title;
}

test('a long answers export shows how far it has got and can be cancelled, saving no file', async ({ page, app }) => {
  test.setTimeout(240_000);
  const title = await seedLongForm(app.server.port);
  const t = texts.vi;
  let downloads = 0;
  page.on('download', () => { downloads += 1; });
  await new LoginPage(page, 'vi').signInAsAdmin();
  const results = new StatisticsPage(page, 'vi');
  await results.openFromMyForms(title);
  await results.openTab('answers');
  // a slow connection, as in the field: the download (and so the server, held back by it) takes a while
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: BYTES_PER_SECOND, uploadThroughput: -1 });

  await page.getByRole('button', { name: results.t.csv, exact: true }).click();
  const progress = page.getByRole('progressbar', { name: t.percent });
  await expect(progress).toBeVisible({ timeout: 30_000 });
  // the figure is the server's rows written; the throttled download is still arriving meanwhile (the
  // browser's emulation slows delivery to the page, not the socket, so the server may already be at 100)
  const percent = Number(await progress.getAttribute('aria-valuenow'));
  expect(percent).toBeGreaterThanOrEqual(0);
  expect(percent).toBeLessThanOrEqual(100);
  await expect(page.getByRole('button', { name: t.cancel })).toBeVisible();
  await expectAccessible(page, 'export in progress');

  await page.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByRole('status').filter({ hasText: t.cancelled })).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(page.getByRole('button', { name: t.cancel })).toBeHidden();
  await expect(page.getByRole('button', { name: results.t.csv, exact: true })).toBeEnabled();
  await expectAccessible(page, 'export cancelled');
  expect(downloads).toBe(0);
});
