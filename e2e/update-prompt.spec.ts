import { PublicFormPage } from './pages/public-form-page';
import { ApiProbe } from './support/api-probe';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { prepareNextBuild } from './support/next-build';

const NEXT_BUILD = 'test-results/dist-next';

/** A new deployment whose service worker differs by a byte, as any real release would. */

test('a new version waits while a citizen is filling a form, and applies after they submit', async ({ page, app }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const probe = await ApiProbe.signIn(app.server.port);
  const shortUrl = await probe.publishTextForm(`Cập nhật ${Date.now()}`, 'Ý kiến của bạn');
  await page.goto(`/${encodeURIComponent(shortUrl)}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const form = new PublicFormPage(page, 'vi');
  await form.field('Ý kiến của bạn').fill('Đang viết dở, không được mất');

  prepareNextBuild(NEXT_BUILD);
  await app.server.restart(NEXT_BUILD);
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('region', { name: 'Cập nhật ứng dụng' });
    await expect(prompt.getByText('Đã có phiên bản mới của ứng dụng.')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'update prompt');
    await screenshot(page, 'update-prompt-vi');

    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    await prompt.getByRole('button', { name: 'Cập nhật', exact: true }).click();
    await expect(prompt.getByText('Bạn đang điền biểu mẫu.', { exact: false })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(reloaded).toBe(false);
    await expect(form.field('Ý kiến của bạn')).toHaveValue('Đang viết dở, không được mất');

    await form.submit();
    await form.expectSavedOnDevice();
    await Promise.all([
      page.waitForEvent('framenavigated', { timeout: 30_000 }),
      prompt.getByRole('button', { name: 'Cập nhật ngay' }).click(),
    ]);
    await expect.poll(() => page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting === null && Boolean(navigator.serviceWorker.controller);
    })).toBe(true);
  } finally {
    await app.server.restart('dist');
    await probe.dispose();
  }
});
