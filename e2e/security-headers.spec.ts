import { expect, test } from './support/fixtures';

test.describe('browser security headers on the built app', () => {
  test('the page is served with the policy, and the guard of every spec sees a breach of it', async ({ page, csp }) => {
    const reply = await page.goto('/');
    const headers = reply?.headers() ?? {};
    // the short link's two inline scripts (its module loader and its first view's keeper), by their hashes
    expect(headers['content-security-policy']).toMatch(/script-src 'self'(?: 'sha256-[A-Za-z0-9+/]+=*'){2};/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // what an injected script would be: refused by the browser, and reported to the fixture
    csp.allow(/inline/i);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.body.append(script);
    });
    await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
    expect(await page.title()).not.toBe('injected');
  });

  test('a context a spec opens itself is watched too', async ({ browser, app, csp }) => {
    const context = await browser.newContext({ baseURL: app.baseURL });
    const page = await context.newPage();
    await page.goto('/');
    csp.allow(/inline/i);
    await page.evaluate(() => { document.body.append(Object.assign(document.createElement('script'), { textContent: '1' })); });
    await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
    await context.close();
  });

  test('source maps of the build are not served', async ({ page, request }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    expect((await request.get(script ?? '')).status()).toBe(200);
    expect((await request.get(`${script ?? ''}.map`)).status()).toBe(404);
    expect((await request.get('/sw.js.map')).status()).toBe(404);
  });
});
