import { Script } from 'node:vm';
import { LoginPage } from './pages/login-page';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { prepareBuildWithMovedChunk } from './support/next-build';
import { waitForServiceWorker } from './support/service-worker';

const NEXT_BUILD = 'test-results/dist-moved-chunk';

test('the service worker is registered as the classic script it is built as', async ({ page, request }) => {
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const seen: (RegistrationOptions | undefined)[] = [];
    (window as unknown as { swRegistrations: typeof seen }).swRegistrations = seen;
    container.register = (url: string | URL, options?: RegistrationOptions) => {
      seen.push(options);
      return register(url, options);
    };
  });
  await page.goto('/');
  await waitForServiceWorker(page);
  const options = await page.evaluate(() => (window as unknown as { swRegistrations: (RegistrationOptions | undefined)[] }).swRegistrations);
  expect(options).toHaveLength(1);
  expect(options[0]?.type ?? 'classic').toBe('classic');
  // a classic script parses as one: no import/export statement, no import.meta (which older Firefox could not run)
  const source = await (await request.get('/sw.js')).text();
  expect(() => new Script(source, { filename: 'sw.js' })).not.toThrow();
  await expectAccessible(page, 'home');
});

test('an update accepted in one tab leaves another, offline tab able to open what it has not loaded yet', async ({ browser, app }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const first = await context.newPage();
  await new LoginPage(first, 'vi').signInAsAdmin();
  await waitForServiceWorker(first);
  const second = await context.newPage();
  await second.goto('/');
  await waitForServiceWorker(second);
  const offlineLink = second.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Ngoại tuyến' });
  await expect(offlineLink).toBeVisible();

  const oldChunk = prepareBuildWithMovedChunk(NEXT_BUILD, 'offline');
  await app.server.restart(NEXT_BUILD);
  try {
    expect((await context.request.get(oldChunk)).status()).toBe(404); // the server has only the new build
    await first.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = first.getByRole('region', { name: 'Cập nhật ứng dụng' });
    await expect(prompt.getByText('Đã có phiên bản mới của ứng dụng.')).toBeVisible({ timeout: 30_000 });
    await Promise.all([
      first.waitForEvent('framenavigated', { timeout: 30_000 }),
      prompt.getByRole('button', { name: 'Cập nhật', exact: true }).click(),
    ]);
    await expect.poll(() => second.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting === null && registration.installing === null && registration.active?.state === 'activated';
    })).toBe(true);

    // The second tab still runs the old build. Offline, with the browser's HTTP cache gone (it is not
    // storage the app may count on), it opens a screen whose chunk it never loaded.
    app.proxy.cut();
    await context.setOffline(true);
    const cdp = await context.newCDPSession(second);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await offlineLink.click();
    await expect(second.getByRole('heading', { name: 'Biểu mẫu ngoại tuyến', level: 1 })).toBeVisible();
    await expectAccessible(second, 'offline forms in a tab of the previous build');
    await screenshot(second, 'update-previous-build-tab-vi');
  } finally {
    await context.setOffline(false);
    app.proxy.restore();
    await context.close();
    await app.server.restart('dist');
  }
});
