import type { Page } from '@playwright/test';
import { PublicFormPage } from './pages/public-form-page';
import { ApiProbe } from './support/api-probe';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { prepareNextBuild } from './support/next-build';

/** A new deployment whose service worker differs by a byte, as any real release would. */
const NEXT_BUILD = 'test-results/dist-next';

/**
 * Records the type of every message the page posts to a service worker (workbox-window's
 * SKIP_WAITING among them), on the test's side so that it outlives a reload.
 */
async function recordServiceWorkerMessages(page: Page): Promise<unknown[]> {
  const asked: unknown[] = [];
  await page.exposeFunction('noteServiceWorkerMessage', (type: unknown) => { asked.push(type); });
  await page.evaluate(() => {
    const note = Reflect.get(window, 'noteServiceWorkerMessage') as (type: unknown) => Promise<void>;
    const post = Reflect.get(ServiceWorker.prototype, 'postMessage') as (this: ServiceWorker, ...args: unknown[]) => void;
    Object.defineProperty(ServiceWorker.prototype, 'postMessage', {
      configurable: true,
      writable: true,
      value(this: ServiceWorker, ...args: unknown[]) {
        void note((args[0] as { type?: unknown } | null)?.type);
        post.apply(this, args);
      },
    });
  });
  return asked;
}

/** The state of the worker that waits to take over, if any. */
const waitingWorker = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

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
    const asked = await recordServiceWorkerMessages(page);
    await prompt.getByRole('button', { name: 'Cập nhật', exact: true }).click();
    await expect(prompt.getByText('Bạn đang điền biểu mẫu.', { exact: false })).toBeVisible();
    // The page reloads only after it asks the waiting worker to take over (SKIP_WAITING): it has
    // not asked, so that worker still waits and nothing can reload the page under the person.
    expect(await waitingWorker(page)).toBe('installed');
    expect(asked).toEqual([]);
    expect(reloaded).toBe(false);
    await expect(form.field('Ý kiến của bạn')).toHaveValue('Đang viết dở, không được mất');

    await form.submit();
    await form.expectSavedOnDevice();
    await prompt.getByRole('button', { name: 'Cập nhật ngay' }).waitFor();
    expect(await waitingWorker(page)).toBe('installed');
    expect(asked).toEqual([]);
    await Promise.all([
      page.waitForEvent('framenavigated', { timeout: 30_000 }),
      prompt.getByRole('button', { name: 'Cập nhật ngay' }).click(),
    ]);
    await expect.poll(() => asked).toEqual(['SKIP_WAITING']);
    await expect.poll(() => page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting === null && Boolean(navigator.serviceWorker.controller);
    })).toBe(true);
  } finally {
    await app.server.restart('dist');
    await probe.dispose();
  }
});
