import { LoginPage } from './pages/login-page';
import { PublicFormPage } from './pages/public-form-page';
import { switchOn } from './pages/toggle';
import { ApiProbe } from './support/api-probe';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';

/** Rows of one table of the offline layer's Dexie database, read directly. */
function countRows(table: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('survey-offline');
    open.onerror = () => reject(new Error(String(open.error)));
    open.onsuccess = () => {
      const request = open.result.transaction(table).objectStore(table).count();
      request.onsuccess = () => {
        resolve(request.result);
        open.result.close();
      };
      request.onerror = () => reject(new Error(String(request.error)));
    };
  });
}

test('field staff keep a form offline, see it on /offline, and sign-out keeps their draft from the next person', async ({ browser, app }) => {
  const probe = await ApiProbe.signIn(app.server.port);
  const title = `Điều tra hộ gia đình ${Date.now()}`;
  const question = 'Số người trong hộ';
  const shortUrl = await probe.publishTextForm(title, question);
  await probe.dispose();
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await new LoginPage(page, 'vi').signInAsAdmin();

  await page.goto(`/${encodeURIComponent(shortUrl)}`);
  const toggle = page.getByRole('switch', { name: 'Dùng được khi không có mạng' });
  await switchOn(toggle);
  await expect.poll(() => page.evaluate(countRows, 'offlineForms')).toBe(1);

  await page.goto('/offline');
  await expect(page.getByRole('heading', { name: 'Biểu mẫu ngoại tuyến', level: 1 })).toBeVisible();
  const kept = page.getByRole('list', { name: 'Biểu mẫu đã lưu trên thiết bị' }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await expect(kept.first()).toContainText(title);
  await expect(page.getByRole('button', { name: 'Xuất bản sao lưu' })).toBeVisible();
  await expectAccessible(page, 'offline forms');
  await screenshot(page, 'offline-forms-vi');

  await page.goto(`/${encodeURIComponent(shortUrl)}`);
  await new PublicFormPage(page, 'vi').field(question).fill('4');
  await expect.poll(() => page.evaluate(countRows, 'drafts')).toBe(1);
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Còn dữ liệu chưa gửi trên thiết bị' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'offline-sign-out-vi');
  await dialog.getByRole('button', { name: 'Giữ lại cho tài khoản này' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  expect(await page.evaluate(countRows, 'drafts')).toBe(0);
  expect(await page.evaluate(countRows, 'parkedDrafts')).toBe(1);

  await new LoginPage(page, 'vi').signInAsAdmin();
  await expect.poll(() => page.evaluate(countRows, 'drafts')).toBe(1);
  await context.close();
});
