import { PublicFormPage } from './pages/public-form-page';
import { ApiProbe } from './support/api-probe';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';

/**
 * How many answer drafts the device holds (the offline layer's Dexie database, read directly). None
 * while the app has not made its database yet: opening it here first would make an empty one and
 * hold up the app's own upgrade (the first view takes input before the app is live).
 */
async function draftCount(): Promise<number> {
  if (!(await indexedDB.databases()).some((db) => db.name === 'survey-offline')) return 0;
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('survey-offline');
    open.onerror = () => reject(new Error(String(open.error)));
    open.onsuccess = () => {
      const db = open.result;
      try {
        const request = db.transaction('drafts').objectStore('drafts').count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(String(request.error)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        db.close();
      }
    };
  });
}

test('unfinished answers come back after the page is closed, and can be cleared', async ({ browser, app }) => {
  const probe = await ApiProbe.signIn(app.server.port);
  const question = 'Góp ý của bạn về thủ tục';
  const shortUrl = await probe.publishTextForm(`Bản nháp ${Date.now()}`, question);
  await probe.dispose();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  let page = await context.newPage();
  await page.goto(`/${encodeURIComponent(shortUrl)}`);
  await new PublicFormPage(page, 'vi').field(question).fill('Thủ tục còn rườm rà, cần rút gọn');
  await expect.poll(() => page.evaluate(draftCount)).toBe(1);
  await page.close();

  page = await context.newPage();
  await page.goto(`/${encodeURIComponent(shortUrl)}`);
  const form = new PublicFormPage(page, 'vi');
  await expect(page.getByText('Các câu trả lời chưa hoàn thành của bạn đã được khôi phục.')).toBeVisible();
  await expect(form.field(question)).toHaveValue('Thủ tục còn rườm rà, cần rút gọn');
  await expectAccessible(page, 'restored draft');
  await screenshot(page, 'draft-restored-vi');

  await page.getByRole('button', { name: 'Xóa và bắt đầu lại' }).click();
  await expect(form.field(question)).toHaveValue('');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect.poll(() => page.evaluate(draftCount)).toBe(0);
  await page.reload();
  await expect(form.field(question)).toHaveValue('');
  await expect(page.getByText('Các câu trả lời chưa hoàn thành của bạn đã được khôi phục.')).toHaveCount(0);
  await context.close();
});
