import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';

/*
 * A deploy removed the previous version's files while a tab was open: the next part of the app
 * that tab loads (a lazy route's code and styles) is gone. The page says so in the person's
 * language and offers a reload, never a blank page or a "try again" that fails again.
 * Service workers are blocked: with one, the precache would still serve the old files.
 */
test.use({ serviceWorkers: 'block' });

/** From now on, every app file this page has not loaded yet answers 404, as after a deploy. */
async function removeUnloadedFiles(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const removed: string[] = [];
  await page.route(/\/assets\/[^/]+\.(js|css)$/, async (route) => {
    const url = route.request().url();
    if (loaded.includes(url)) return route.continue();
    removed.push(url);
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  return removed;
}

/** The router follows the address as it does for the browser's back and forward buttons. */
async function goWithinApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a part of the app removed by a deploy shows a message and a reload button', async ({ page, axe }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const removed = await removeUnloadedFiles(page);

  await goWithinApp(page, '/abc123');
  await expect(page.getByRole('heading', { name: 'Ứng dụng vừa được cập nhật' })).toBeVisible();
  await expect(page.getByText('Trang này cần tải lại để dùng phiên bản mới. Dữ liệu đã lưu trên thiết bị không bị mất.')).toBeVisible();
  expect(removed.some((url) => /\/assets\/_code-[^/]+\.js$/.test(url))).toBe(true);
  await axe('stale code after a deploy');
  await screenshot(page, 'stale-code-vi');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all([
    page.waitForEvent('framenavigated'),
    page.getByRole('button', { name: 'Tải lại trang' }).click(),
  ]);
  await expect(page.getByRole('heading', { name: 'Không tìm thấy biểu mẫu' })).toBeVisible();
});

test('in English too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await removeUnloadedFiles(page);
  await goWithinApp(page, '/abc123');
  await expect(page.getByRole('heading', { name: 'The app was just updated' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('a start-up part removed by a deploy while the page loaded: the page reloads once and starts', async ({ page, axe }) => {
  let documents = 0;
  page.on('request', (request) => { if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1; });
  // the first page's start-up stage is gone, as when a deploy lands between the page and its scripts
  await page.route(/\/assets\/offline-stage-[^/]+\.js$/, (route) => (documents < 2
    ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
    : route.continue()));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  expect(documents).toBe(2);
  await axe('sign-in after the start-up reload');
});
