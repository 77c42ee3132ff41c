import { Script } from 'node:vm';
import type { CDPSession } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { expect, expectAccessible, screenshot, test } from './support/fixtures';
import { prepareBuildWithMovedChunk, prepareNextBuild } from './support/next-build';
import { registrationId, waitForServiceWorker } from './support/service-worker';
import { BACKGROUND_SYNC_TAG } from '#offline/triggers';
import { FLUSH_LOCK_NAME } from '#offline/flush-lock';

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

interface WorkerVersion {
  versionId: string;
  scriptURL: string;
  status: string;
  runningStatus: string;
}

/** The service worker versions as DevTools see them, kept up to date. */
async function watchVersions(cdp: CDPSession): Promise<Map<string, WorkerVersion>> {
  const versions = new Map<string, WorkerVersion>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version);
  });
  await cdp.send('ServiceWorker.enable');
  return versions;
}

test('a worker stopped between the accepted update and its activation still takes the pages no worker controls', async ({ browser, app }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const next = 'test-results/dist-claim-next';
  try {
    const first = await context.newPage();
    await first.goto('/');
    await waitForServiceWorker(first);
    // a hard reload bypasses the service worker: this tab is controlled by none
    const bypassed = await context.newPage();
    await bypassed.goto('/');
    const bypassCdp = await context.newCDPSession(bypassed);
    await Promise.all([bypassed.waitForEvent('load'), bypassCdp.send('Page.reload', { ignoreCache: true })]);
    expect(await bypassed.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);

    const cdp = await context.newCDPSession(first);
    const versions = await watchVersions(cdp);
    prepareNextBuild(next);
    await app.server.restart(next);
    await first.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = first.getByRole('region', { name: 'Cập nhật ứng dụng' });
    await expect(prompt.getByText('Đã có phiên bản mới của ứng dụng.')).toBeVisible({ timeout: 30_000 });
    const waiting = [...versions.values()].find((v) => v.status === 'installed');
    expect(waiting).toBeDefined();

    // The old worker is busy with a slow request: the browser activates the new one only after it.
    app.proxy.replyDelayMs = 60_000;
    const held = first.waitForRequest((r) => r.url().endsWith('/api/storage/files/held.png'));
    void first.evaluate(() => fetch('/api/storage/files/held.png').catch(() => null));
    await held;
    await prompt.getByRole('button', { name: 'Cập nhật', exact: true }).click();
    await expect.poll(() => versions.get(waiting?.versionId ?? '')?.runningStatus).toBe('running');
    // Meanwhile the browser stops the new worker, as it may any time it is idle.
    await cdp.send('ServiceWorker.stopWorker', { versionId: waiting?.versionId ?? '' });
    await expect.poll(() => versions.get(waiting?.versionId ?? '')?.runningStatus).toBe('stopped');
    expect(versions.get(waiting?.versionId ?? '')?.status).toBe('installed');
    app.proxy.cut(); // the slow request fails: the new worker is started again to activate
    app.proxy.replyDelayMs = 0;
    app.proxy.restore();
    await expect.poll(() => versions.get(waiting?.versionId ?? '')?.status, { timeout: 30_000 }).toBe('activated');
    await expect.poll(() => bypassed.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expectAccessible(bypassed, 'home, taken over by the new worker');
  } finally {
    app.proxy.replyDelayMs = 0;
    app.proxy.restore();
    await context.close();
    await app.server.restart('dist');
  }
});

test('an update accepted while the worker waits on a Background Sync reloads the page at once', async ({ browser, app }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  await context.grantPermissions(['background-sync']);
  const next = 'test-results/dist-sync-next';
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    // this page is flushing the outbox (its request on a slow link, say): it holds the flush lock
    await page.evaluate((name) => {
      void navigator.locks.request(name, () => new Promise<void>(() => undefined));
    }, FLUSH_LOCK_NAME);
    // the browser fires a sync meanwhile: the worker's flush waits for the lock (45 s a round)
    const cdp = await context.newCDPSession(page);
    const origin = new URL(app.baseURL).origin;
    const id = await registrationId(cdp, `${origin}/`);
    void cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: id, tag: BACKGROUND_SYNC_TAG, lastChance: false }).catch(() => undefined);
    await expect.poll(() => page.evaluate(async (name) => (await navigator.locks.query()).pending?.some((lock) => lock.name === name && lock.mode === 'shared') ?? false, FLUSH_LOCK_NAME)).toBe(true);

    prepareNextBuild(next);
    await app.server.restart(next);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('region', { name: 'Cập nhật ứng dụng' });
    await expect(prompt.getByText('Đã có phiên bản mới của ứng dụng.')).toBeVisible({ timeout: 30_000 });
    // the waiting sync gives way: the new version takes over now, not once the sync gives up minutes later
    await Promise.all([
      page.waitForEvent('framenavigated', { timeout: 15_000 }),
      prompt.getByRole('button', { name: 'Cập nhật', exact: true }).click(),
    ]);
    await expect(prompt).toHaveCount(0);
    await expectAccessible(page, 'home after the update');
    await cdp.detach();
  } finally {
    await context.close();
    await app.server.restart('dist');
  }
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

    // Back online, the person takes the update in this tab too: it loads the new build.
    await context.setOffline(false);
    app.proxy.restore();
    const secondPrompt = second.getByRole('region', { name: 'Cập nhật ứng dụng' });
    await Promise.all([
      second.waitForEvent('framenavigated', { timeout: 30_000 }),
      secondPrompt.getByRole('button', { name: 'Cập nhật', exact: true }).click(),
    ]);
    await expect(second.getByRole('heading', { name: 'Biểu mẫu ngoại tuyến', level: 1 })).toBeVisible();
    await expect(secondPrompt).toHaveCount(0);
    const scripts = await second.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    const paths = scripts.map((name) => new URL(name).pathname);
    expect(paths).toContain(oldChunk.replace(/\.js$/, 'next.js')); // the new build's chunk
    expect(paths).not.toContain(oldChunk);
  } finally {
    await context.setOffline(false);
    app.proxy.restore();
    await context.close();
    await app.server.restart('dist');
  }
});
