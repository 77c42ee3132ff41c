import { LoginPage } from './pages/login-page';
import { AnsweringApi } from './support/answering-api';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';

const USERNAME = 'canbo.khoa';
const PASSWORD = 'Canbo2026x';

test('an account locked while signed in sees why, a countdown, and is signed out after 10 seconds', async ({ page, app }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  // the page's clock runs as usual; the test moves it through the 10 seconds instead of waiting them
  await page.clock.install();
  const admin = await AnsweringApi.signIn(app.server.port);
  const id = await admin.createUser({ username: USERNAME, name: 'Cán bộ Khoa', password: PASSWORD, status: 1, role: 1 });

  const login = new LoginPage(page, 'vi');
  await login.open();
  await login.fill(USERNAME, PASSWORD);
  await login.submit();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await admin.lockUser(id);
  await admin.dispose();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tài khoản bị khóa' })).toBeVisible();
  await expect(page.getByText('Tài khoản của bạn đã bị khóa. Vui lòng đăng nhập lại hoặc liên hệ quản trị viên để mở khóa.')).toBeVisible();
  await expect(page.getByText(/Hệ thống sẽ tự động đăng xuất sau \d+ giây/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng nhập lại' })).toBeVisible();
  await expectAccessible(page, 'locked account');
  await screenshot(page, 'locked-account-vi');
  await page.clock.runFor(10_000);
  await page.waitForURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
});
