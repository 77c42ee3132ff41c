import { randomUUID } from 'node:crypto';
import { request } from '@playwright/test';
import { api } from '#core/api';
import { LoginPage } from './pages/login-page';
import { StatisticsPage } from './pages/statistics-page';
import { AnsweringApi } from './support/answering-api';
import { expect, screenshot, test } from './support/fixtures';

/** Issue 13 defect 12: an answer's attachment opens for the form's readers from the answer, and for nobody else. */
const TITLE = 'Hồ sơ đề nghị hỗ trợ';
const FILE_NAME = 'giay-xac-nhan.pdf';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

test('the administrator opens a citizen\'s attachment from the answer; without a session the link is not found', async ({ page, app, axe }) => {
  const admin = await AnsweringApi.signIn(app.server.port);
  const form = await admin.publish({
    title: TITLE,
    phases: [{ id: 'p1', elements: [{ id: 'proof', kind: 'attachment', title: 'Giấy xác nhận' }] }],
  });
  await admin.dispose();

  const citizen = await request.newContext({ baseURL: app.baseURL, extraHTTPHeaders: { 'x-company-id': '1' } });
  const token = await citizen.get(api.fileToken, { params: { filename: FILE_NAME, formId: form.id } });
  const { responseData: { token: uploadToken } } = await token.json() as { responseData: { token: string } };
  const stored = await citizen.post(api.storageUpload, { multipart: { token: uploadToken, file: { name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF } } });
  const { responseData: file } = await stored.json() as { responseData: { url: string; size: number } };
  const key = file.url.split('/').pop();
  const saved = await citizen.post(api.saveResponse, {
    data: { responseId: randomUUID(), formId: form.id, answers: { proof: [{ key, name: FILE_NAME, size: file.size, type: 'application/pdf' }] } },
  });
  expect(saved.status()).toBe(200);
  expect((await citizen.get(file.url)).status()).toBe(404);
  await citizen.dispose();

  await new LoginPage(page, 'vi').signInAsAdmin();
  const results = new StatisticsPage(page, 'vi');
  await results.openFromMyForms(TITLE);
  await results.openTab('answers');
  const dialog = await results.openFirstAnswer();
  const link = dialog.getByRole('link', { name: FILE_NAME });
  await expect(link).toBeVisible();
  await axe('answer with an attachment');
  await screenshot(page, 'answer-attachment-vi');

  const href = await link.getAttribute('href');
  expect(href).toBe(file.url);
  const opened = await page.request.get(href ?? '');
  expect(opened.status()).toBe(200);
  expect(opened.headers()['cache-control']).toBe('private, no-store');
  expect(Buffer.from(await opened.body()).equals(PDF)).toBe(true);
});
