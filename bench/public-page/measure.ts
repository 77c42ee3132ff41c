import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** The throttled connection of the brief: 1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU 4x slower. */
export const SLOW_NETWORK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export const CPU_SLOWDOWN = 4;

export interface Visit {
  /** navigation start → the first answer field can be typed in (the first view, the server's or the service worker's, or the app's page where there is none) */
  interactiveMs: number;
  /** navigation start → the app has taken over the first view (the same moment where there is none) */
  liveMs: number;
  loadEventMs: number;
  /** JavaScript files received before the first field took input */
  scripts: Script[];
  /** JavaScript files received before the app was live */
  liveScripts: Script[];
}

export interface Script { path: string; transferred: number; gzip: number }

/** The question the bench waits for: its field enabled means the person can start answering. */
export const FIRST_QUESTION = 'Mã phiếu';

/**
 * The gzip size of each file as a reference figure, computed with zlib's default level; what the
 * server really sent (it serves the build's brotli copies when the browser accepts them) is the
 * "over the wire" figure.
 */
function gzipSize(buildDir: string, path: string): number {
  return gzipSync(readFileSync(join(buildDir, path))).length;
}

/** Waits until the first question's field is enabled (and, with `live`, the app has replaced the first view); returns when that was, in the page's `performance.now()`. */
export async function waitUntilLive(page: Page, live = false): Promise<number> {
  const interactive = await page.waitForFunction(([label, appOnly]) => {
    if (appOnly && document.getElementById('first-paint')) return false;
    const fields = [...document.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>('textarea, input')];
    const ready = fields.some((field) => !field.disabled && [...(field.labels ?? [])].some((l) => l.textContent?.includes(label)));
    return ready ? performance.now() : false;
  }, [FIRST_QUESTION, live] as const, { polling: 'raf', timeout: 120_000 });
  return (await interactive.jsonValue()) as number;
}

async function throttle(session: CDPSession, offline: boolean): Promise<void> {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline, ...SLOW_NETWORK });
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Opens `url` in `page` throttled (offline: no network at all) and measures until the form is interactive. */
export async function visit(context: BrowserContext, page: Page, url: string, buildDir: string, offline: boolean): Promise<Visit> {
  const session = await context.newCDPSession(page);
  await throttle(session, offline);
  const finished = new Map<string, { url: string; transferred: number }>();
  const started = new Map<string, string>();
  session.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || event.response.mimeType.includes('javascript')) started.set(event.requestId, event.response.url);
  });
  session.on('Network.loadingFinished', (event) => {
    const scriptUrl = started.get(event.requestId);
    if (scriptUrl) finished.set(event.requestId, { url: scriptUrl, transferred: event.encodedDataLength });
  });

  const received = (): Script[] => [...finished.values()].map(({ url: scriptUrl, transferred }) => {
    const path = new URL(scriptUrl).pathname;
    return { path, transferred, gzip: gzipSize(buildDir, path) };
  });

  await page.goto(url, { waitUntil: 'commit' });
  const interactiveMs = await waitUntilLive(page);
  const scripts = received();
  const liveMs = await waitUntilLive(page, true);
  const liveScripts = received();
  await page.waitForLoadState('load');
  const loadEventMs = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
  await session.detach();
  return { interactiveMs, liveMs, loadEventMs, scripts, liveScripts };
}

/** The service worker controls the page and has finished precaching the app shell. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}
