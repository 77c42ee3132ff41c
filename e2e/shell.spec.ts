import { LoginPage } from './pages/login-page';
import { homeStatistics } from './support/api-probe';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { ui } from './support/languages';

const statisticLabels = {
  vi: ['Tổng số biểu mẫu đã tạo', 'Biểu mẫu đang xuất bản', 'Biểu mẫu đã hết hạn', 'Tổng số câu trả lời'],
  en: ['Forms created', 'Published forms', 'Expired forms', 'Total answers'],
} as const;

test.describe('the shell a visitor meets', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('home shows the four statistics of the server, in Vietnamese by default and in English once chosen', async ({ page, app }) => {
    const stats = await homeStatistics(app.server.port);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hệ thống khảo sát ý kiến trực tuyến' })).toBeVisible();
    const values = [stats.totalForms, stats.publishedForms, stats.expiredForms, stats.totalAnswers];
    for (const [index, label] of statisticLabels.vi.entries()) {
      // the shared test server may hold thousands of answers by now: written as the page writes numbers (3.017)
      await expect(page.getByRole('definition').nth(index)).toHaveText(new Intl.NumberFormat('vi').format(values[index] ?? 0));
      await expect(page.getByRole('term').nth(index)).toContainText(label);
    }
    await expect(page.getByRole('link', { name: 'Tạo biểu mẫu' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Đơn vị chủ quản')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Cổng khảo sát ý kiến')).toBeVisible();
    await expectAccessible(page, 'home vi');
    await screenshot(page, 'home-vi');

    await page.getByRole('radio', { name: 'English' }).click({ force: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Online opinion survey system' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Online opinion survey system' })).toBeVisible();
    for (const [index, label] of statisticLabels.en.entries()) await expect(page.getByRole('term').nth(index)).toContainText(label);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page, 'home en');
    await screenshot(page, 'home-en');
  });

  for (const lang of ['vi', 'en'] as const) {
    test(`sign-in refuses incomplete input and a wrong password (${lang})`, async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('language', language), lang);
      const t = ui[lang];
      const login = new LoginPage(page, lang);
      await login.open();
      await login.submit();
      await expect(page.getByRole('status').filter({ hasText: t.fillEverything })).toBeVisible();
      await login.fill('admin', 'Sai-mat-khau-1');
      await login.submit();
      const failure = lang === 'vi' ? 'Đăng nhập thất bại' : 'Sign-in failed';
      await expect(page.getByRole('alert').filter({ hasText: failure })).toBeVisible();
      await expect(page).toHaveURL(/\/login/);
      await expectAccessible(page, `sign-in failure ${lang}`);
      await screenshot(page, `sign-in-failure-${lang}`);
    });

    test(`an unknown page gets the 404 screen, and /manage asks a visitor to sign in (${lang})`, async ({ page }) => {
      await page.addInitScript((language) => localStorage.setItem('language', language), lang);
      const t = ui[lang];
      await page.goto('/khong-co-trang-nay');
      await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
      await expectAccessible(page, `404 ${lang}`);
      await screenshot(page, `not-found-${lang}`);
      await page.getByRole('link', { name: t.backHome }).or(page.getByRole('button', { name: t.backHome })).click();
      await expect(page).toHaveURL(/\/$/);

      const missingAsset = await page.request.get('/assets/nothing-here.js');
      expect(missingAsset.status()).toBe(404);
      expect(await missingAsset.text()).not.toContain('<div id="root">');

      await page.goto('/abcdefg');
      await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();

      // a 6-character short link, even one the browser percent-encodes ("^"), opens the form page
      await page.goto('/Zz^9!*');
      await expect(page.getByRole('heading', { name: lang === 'vi' ? 'Không tìm thấy biểu mẫu' : 'Form not found' })).toBeVisible();

      await page.goto('/manage');
      await expect(page).toHaveURL(/\/login\?redirect=/);
    });
  }

  test('the app can be installed: manifest, icons and a service worker served without caching', async ({ page }) => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = (await (await page.request.get(manifestHref!)).json()) as { icons: { src: string; sizes: string }[]; display: string; start_url: string };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const reply = await page.request.get(icon.src);
      expect(reply.headers()['content-type']).toBe('image/png');
      expect((await reply.body()).subarray(1, 4).toString()).toBe('PNG');
    }
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toContain('no-cache');
    const api = await page.request.get('/api/v1/nothing', { headers: { 'x-company-id': '1' } });
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
