import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { api } from '#core/api';
import { BACKGROUND_SYNC_TAG } from '#offline/triggers';
import { AnswerPage } from './pages/answer-page';
import { LoginPage } from './pages/login-page';
import { PublicFormPage } from './pages/public-form-page';
import { AnsweringApi } from './support/answering-api';
import { ApiProbe } from './support/api-probe';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { setNetwork } from './support/network';
import { countRows, readRows } from './support/offline-db';
import { registrationId, waitForServiceWorker } from './support/service-worker';
import { storedResponses } from './support/stored-answers';

/*
 * What only unit tests covered before (issue 13): Background Sync with every tab closed, an
 * attachment upload cut and resumed, an error report sent later, and a backup moved to another
 * browser. The network is cut for real (the loopback proxy), the server's database is the judge.
 */
const question = 'Ý kiến của bạn';
const phone = { viewport: { width: 360, height: 740 } };

async function openForm(context: BrowserContext, shortUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/${encodeURIComponent(shortUrl)}`);
  await waitForServiceWorker(page);
  return page;
}

async function answerOffline(page: Page, texts: readonly string[]): Promise<void> {
  const form = new PublicFormPage(page, 'vi');
  for (const text of texts) {
    await form.field(question).fill(text);
    await form.submit();
    await form.expectSavedOnDevice();
    await form.startAnother();
  }
}

test('Background Sync sends the answers kept offline with every tab closed, each once', async ({ browser, app }) => {
  const probe = await ApiProbe.signIn(app.server.port);
  const title = `Góp ý dịch vụ công ${Date.now()}`;
  const shortUrl = await probe.publishTextForm(title, question);
  const context = await browser.newContext(phone);
  await context.grantPermissions(['background-sync']);
  try {
    const page = await openForm(context, shortUrl);
    await expectAccessible(page, 'public form');
    // The server is out of reach while the phone believes it is online: the browser fires the
    // sync at once, it fails, and the browser's own next try is minutes away.
    await setNetwork(app.proxy, context, 'unreachable');
    await answerOffline(page, ['Thủ tục nhanh hơn trước', 'Cần thêm chỗ ngồi chờ']);
    expect(await countRows(page, 'outbox')).toBe(2);
    expect(await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
      return registration.sync.getTags();
    })).toContain(BACKGROUND_SYNC_TAG);

    // every page of the app is closed; the browser keeps the service worker's registration
    for (const open of context.pages()) await open.close();
    await setNetwork(app.proxy, context, 'online');
    expect(await probe.responseCount(title)).toBe(0);

    // DevTools reach the worker through a blank tab of the same browser profile (no page of the app)
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const origin = new URL(app.baseURL).origin;
    const id = await registrationId(cdp, `${origin}/`);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: id, tag: BACKGROUND_SYNC_TAG, lastChance: false });
    await expect.poll(() => probe.responseCount(title), { timeout: 30_000 }).toBe(2);
    await cdp.detach();
    await blank.close();

    // a page opened afterwards finds nothing left to send, and nothing is sent twice
    const after = await openForm(context, shortUrl);
    await expect.poll(() => countRows(after, 'outbox')).toBe(0);
    expect(await probe.responseCount(title)).toBe(2);
  } finally {
    await setNetwork(app.proxy, context, 'online');
    await context.close();
    await probe.dispose();
  }
});

test('a file chosen offline is uploaded in chunks, cut mid-way, resumed, and stored once with the same bytes', async ({ browser, app }) => {
  const author = await AnsweringApi.signIn(app.server.port);
  const scan = 'Bản chụp giấy tờ nhà đất';
  const form = await author.publish({
    title: `Hồ sơ đất đai ${Date.now()}`,
    phases: [{ id: 'p1', elements: [
      { id: 'q1', kind: 'text', title: question, required: true },
      { id: 'scan', kind: 'attachment', title: scan, maxFiles: 1, maxFileSizeMb: 10 },
    ] }],
  });
  // a PDF of 3.5 MB: four chunks of 1 MB
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3.5 * 1024 * 1024), Buffer.from('\n%%EOF\n')]);
  const context = await browser.newContext(phone);
  try {
    const page = await openForm(context, form.shortUrl);
    await setNetwork(app.proxy, context, 'offline');
    const citizen = new AnswerPage(page, 'vi');
    await citizen.textbox(question).fill('Xin cấp lại sổ đỏ');
    await citizen.attach(scan, { name: 'so-do.pdf', mimeType: 'application/pdf', buffer: bytes });
    await expectAccessible(page, 'form with a file chosen offline');
    await citizen.submit();
    await new PublicFormPage(page, 'vi').expectSavedOnDevice();

    // the page or the service worker (Background Sync fires on reconnecting) may send it: watch both
    const tokens: string[] = [];
    const offsets: number[] = [];
    context.on('response', (response) => {
      if (response.url().includes(api.fileToken) && response.ok()) tokens.push(response.url());
    });
    context.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes(api.storageUploadSessions)) offsets.push(Number(request.headers()['upload-offset']));
    });
    // back online, slowly: the line drops right after the first chunk is acknowledged
    app.proxy.replyDelayMs = 1_000;
    const firstChunk = context.waitForEvent('response', { predicate: (r) => r.request().method() === 'PATCH' && r.status() === 200, timeout: 30_000 });
    await setNetwork(app.proxy, context, 'online');
    await firstChunk;
    app.proxy.cut();
    await expect.poll(() => attachmentProgress(page), { timeout: 30_000 }).toMatchObject({ key: null, uploading: true });
    expect(await author.responseCount(form.id)).toBe(0);

    // the line is back: the device's own next try (a backoff of seconds) goes on from where it stopped
    app.proxy.replyDelayMs = 0;
    app.proxy.restore();
    await expect.poll(() => author.responseCount(form.id), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => countRows(page, 'outbox')).toBe(0);
    expect(tokens).toHaveLength(1); // resumed on the same upload, not started again
    expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
    expect(offsets.at(-1)).toBeGreaterThan(0);

    const [stored] = await storedResponses(app, [form.id]);
    const [file] = stored?.values.scan as { key: string; size: number }[];
    expect(file?.size).toBe(bytes.length);
    const served = await author.fileBytes(file?.key ?? '');
    expect(createHash('sha256').update(served).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
  } finally {
    app.proxy.replyDelayMs = 0;
    await setNetwork(app.proxy, context, 'online');
    await context.close();
    await author.dispose();
  }
});

/** The upload's progress as the device keeps it: acknowledged bytes, and the key once done. */
async function attachmentProgress(page: Page): Promise<{ key: unknown; uploading: boolean }> {
  const [row] = await readRows(page, 'attachments', ['key', 'received', 'size', 'uploadId']);
  const received = Number(row?.received ?? 0);
  return { key: row?.key ?? null, uploading: Boolean(row?.uploadId) && received > 0 && received < Number(row?.size ?? 0) };
}

/** The browser offline, or online with the server out of reach: either way the report is kept, and "sent" waits for the server. */
const reportCuts = [
  { network: 'offline', title: 'a problem reported offline is sent once the connection is back', online: false },
  { network: 'unreachable', title: 'a problem reported while the server is out of reach says "sent" only once the server took it', online: true },
] as const;

for (const cut of reportCuts) {
  test(cut.title, async ({ browser, app }) => {
    const author = await AnsweringApi.signIn(app.server.port);
    const form = await author.publish({ title: `Khảo sát nước sạch ${Date.now()}`, phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'text', title: question }] }] });
    const context = await browser.newContext(phone);
    try {
      const page = await openForm(context, form.shortUrl);
      await setNetwork(app.proxy, context, cut.network);
      const content = 'Không chọn được xã của tôi trong danh sách';
      await page.getByRole('button', { name: 'Báo lỗi biểu mẫu', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Báo lỗi biểu mẫu' });
      await dialog.getByRole('textbox', { name: 'Nội dung báo lỗi' }).fill(content);
      await expectAccessible(page, `report a problem, ${cut.network}`);
      await dialog.getByRole('button', { name: 'Gửi báo lỗi', exact: true }).click();
      const status = page.getByRole('status').filter({ hasText: /báo lỗi/ });
      // the page says the report is kept for later, never that it was sent
      await expect(status).toHaveText('Đã lưu báo lỗi trên thiết bị; sẽ gửi khi kết nối trở lại.');
      expect(await page.evaluate(() => navigator.onLine)).toBe(cut.online);
      await screenshot(page, `error-report-kept-${cut.network}-vi`);
      expect(await countRows(page, 'reportOutbox')).toBe(1);
      expect(await author.errorReports(form.id)).toEqual([]);

      await setNetwork(app.proxy, context, 'online');
      await expect(status).toHaveText('Đã gửi báo lỗi. Cảm ơn bạn!', { timeout: 30_000 });
      expect(await author.errorReports(form.id)).toEqual([expect.objectContaining({ content })]);
      expect(await countRows(page, 'reportOutbox')).toBe(0);
    } finally {
      await setNetwork(app.proxy, context, 'online');
      await context.close();
      await author.dispose();
    }
  });
}

test('answers kept offline are exported to a file, imported in another browser, and arrive once', async ({ browser, app }, testInfo) => {
  const probe = await ApiProbe.signIn(app.server.port);
  const title = `Điều tra dân số thử ${Date.now()}`;
  const shortUrl = await probe.publishTextForm(title, question);
  const field = await browser.newContext(phone);
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const fieldPage = await field.newPage();
    await new LoginPage(fieldPage, 'vi').signInAsAdmin();
    await fieldPage.goto(`/${encodeURIComponent(shortUrl)}`);
    await waitForServiceWorker(fieldPage);
    const officePage = await office.newPage();
    await new LoginPage(officePage, 'vi').signInAsAdmin();
    await waitForServiceWorker(officePage);
    await officePage.goto('/offline');
    await expect(officePage.getByRole('heading', { name: 'Biểu mẫu ngoại tuyến', level: 1 })).toBeVisible();

    await setNetwork(app.proxy, field, 'offline');
    await answerOffline(fieldPage, ['Hộ ông Nguyễn Văn An', 'Hộ bà Trần Thị Bình']);
    await fieldPage.goto('/offline');
    const download = fieldPage.waitForEvent('download');
    await fieldPage.getByRole('button', { name: 'Xuất tệp sao lưu' }).click();
    const backup = testInfo.outputPath('hop-thu-di.json');
    await (await download).saveAs(backup);
    await expect(fieldPage.getByText('Đã xuất 2 câu trả lời', { exact: false })).toBeVisible();
    await expectAccessible(fieldPage, 'offline page after export');

    // the office computer imports the file while the server is still out of reach
    const chooser = officePage.waitForEvent('filechooser');
    await officePage.getByRole('button', { name: 'Nhập bản sao lưu' }).click();
    await (await chooser).setFiles(backup);
    await expect(officePage.getByText('Đã thêm 2 câu trả lời', { exact: false })).toBeVisible();
    await expectAccessible(officePage, 'offline page after import');
    await screenshot(officePage, 'outbox-imported-vi');
    expect(await probe.responseCount(title)).toBe(0);

    app.proxy.restore();
    await officePage.getByRole('region', { name: 'Hộp thư đi' }).getByRole('button', { name: 'Gửi ngay' }).click();
    await expect.poll(() => probe.responseCount(title), { timeout: 30_000 }).toBe(2);
    // the phone comes back online too and sends its own copies: the server keeps each answer once
    await setNetwork(app.proxy, field, 'online');
    await expect.poll(() => countRows(fieldPage, 'outbox'), { timeout: 30_000 }).toBe(0);
    expect(await probe.responseCount(title)).toBe(2);
  } finally {
    await setNetwork(app.proxy, field, 'online');
    await field.close();
    await office.close();
    await probe.dispose();
  }
});
