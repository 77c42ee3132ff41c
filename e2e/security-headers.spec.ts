import { expect, test } from './support/fixtures';

test.describe('browser security headers on the built app', () => {
  test('the page is served with the policy, and the guard of every spec sees a breach of it', async ({ page, cspViolations }) => {
    const reply = await page.goto('/');
    const headers = reply?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // what an injected script would be: refused by the browser, and reported to the fixture
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(await page.title()).not.toBe('injected');
    // the injected script is all that was refused: the app itself breaks nothing (no eval either)
    expect(cspViolations.filter((v) => !/inline/i.test(v))).toEqual([]);
    cspViolations.length = 0;
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
