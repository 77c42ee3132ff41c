/// <reference lib="webworker" />
import '#core/zod-without-eval';
import { backgroundFlush, BACKGROUND_SYNC_TAG } from '#offline/index';
import { solveCaptcha } from '#offline/captcha/captcha-solve';
import {
  BUILD_ASSETS_CACHE_NAME, BUILD_ASSETS_MAX_ENTRIES, buildAssetsAmong, CACHE_URLS_MESSAGE, FILES_CACHE_NAME, FORMS_CACHE_MAX_ENTRIES, FORMS_CACHE_NAME, FORMS_NETWORK_TIMEOUT_SECONDS, isBuildAsset, isCacheableFormRequest,
  isCacheableStoredFile, NAVIGATION_DENYLIST, OFFLINE_COPY_HEADER, TAKING_OVER_MESSAGE, VERSIONS_CHANNEL,
} from '#offline/sw-rules';
import { shortLinkFirstView } from '#offline/sw-first-view';
import { getRememberedForm } from '#offline/index';
import { LANGUAGE_COOKIE } from '#core/constants';
import { dropUnusedPreviousBuilds, keepOutgoingBuild, matchPreviousBuild, rememberOutgoingWindows } from '#offline/sw-previous-build';
import { cacheNames } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** Background Sync is not in TypeScript's lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// App shell: everything the build emitted, versioned by revision; old precaches are removed.
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// Files of the outgoing build stay for the tabs still running it (src/offline/sw-previous-build.ts).
self.addEventListener('install', (event) => {
  event.waitUntil(keepOutgoingBuild(caches, cacheNames.precache, manifest, self.location.href));
});
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(dropUnusedPreviousBuilds(caches, self.clients));
});
// Files of this build not precached (staff chunks) are kept the first time they load (src/offline/sw-rules.ts).
const buildAssets = new CacheFirst({
  cacheName: BUILD_ASSETS_CACHE_NAME,
  plugins: [new ExpirationPlugin({ maxEntries: BUILD_ASSETS_MAX_ENTRIES, purgeOnQuotaError: true })],
});
registerRoute(
  ({ url, request, sameOrigin }) => isBuildAsset(url, request.method, sameOrigin),
  async (options) => (await matchPreviousBuild(caches, options.request.url)) ?? buildAssets.handle(options),
);
// What the page loaded before this worker controlled it (its first visit) is kept too.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; payload?: { urlsToCache?: unknown } } | null;
  const urls = data?.type === CACHE_URLS_MESSAGE ? data.payload?.urlsToCache : undefined;
  if (!Array.isArray(urls)) return;
  const assets = buildAssetsAmong(urls.filter((url): url is string => typeof url === 'string'), self.location.origin);
  event.waitUntil(Promise.all(assets.map(async (url) => (await matchPrecache(url)) ?? buildAssets.handle({ request: new Request(url), event }))));
});

// Client-side routes get index.html, offline too; /api and files (a missing asset) never do. A
// short link whose form is kept gets its first view written in, as the server does (D87).
const appShell = createHandlerBoundToURL('index.html');
/** The Cookie Store API (Chromium's workers have it; not in TypeScript's lib yet). */
const cookieStore = (self as { cookieStore?: { get: (name: string) => Promise<{ value: string } | null> } }).cookieStore;
const firstViewSources = {
  precached: (path: string) => matchPrecache(path),
  keptReply: async (url: string) => (await caches.open(FORMS_CACHE_NAME)).match(url, { ignoreVary: true }),
  rememberedForm: getRememberedForm,
  // a cookie that cannot be read leaves the app's default language, not the app shell
  chosenLanguage: async () => (await cookieStore?.get(LANGUAGE_COOKIE).catch(() => null))?.value,
};
registerRoute(new NavigationRoute(async (options) => {
  // never in the way of a page: any trouble here and the app shell answers as before
  const page = await shortLinkFirstView(options.url, firstViewSources).catch(() => null);
  return page ?? appShell(options);
}, { denylist: [...NAVIGATION_DENYLIST] }));

// A published form opened once opens again offline. No other /api reply is ever cached.
registerRoute(
  ({ url, request, sameOrigin }) => isCacheableFormRequest(url, request.method, sameOrigin),
  new NetworkFirst({
    cacheName: FORMS_CACHE_NAME,
    networkTimeoutSeconds: FORMS_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new ExpirationPlugin({ maxEntries: FORMS_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
      // the page tells the person they see the copy kept on this device
      { cachedResponseWillBeUsed: ({ cachedResponse }) => Promise.resolve(cachedResponse ? markedOfflineCopy(cachedResponse) : null) },
    ],
  }),
);

// Images of forms marked "available offline": the page stores them in this cache (offline-forms.ts);
// here they are only read. Other files (answer attachments) go to the network and are never stored.
registerRoute(
  ({ url, request, sameOrigin }) => isCacheableStoredFile(url, request.method, sameOrigin),
  new CacheFirst({ cacheName: FILES_CACHE_NAME, plugins: [{ cacheWillUpdate: () => Promise.resolve(null) }] }),
);

function markedOfflineCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_COPY_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/*
 * Updates wait for the person: a new version stays 'waiting' until the page, after the person
 * accepted the prompt, posts { type: 'SKIP_WAITING' }. Activation then moves every page the older
 * version controlled to this one by itself; claiming takes the pages no version controls yet (the
 * very first visit, a hard reload), so that they are served, and cached, by the worker. Claiming
 * at every activation needs no flag, so nothing is lost when the browser stops the worker between
 * the accepted update (or the first install) and the activation.
 */
const versions = new BroadcastChannel(VERSIONS_CHANNEL);
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type !== 'SKIP_WAITING') return;
  versions.postMessage({ type: TAKING_OVER_MESSAGE }); // the running version ends its syncs (below)
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), rememberOutgoingWindows(caches, self.clients, manifest)]));
});

// Background Sync: flush the outbox with the SyncConfig the page stored in Dexie. A new version
// taking over ends it at once (the browser fires it again later): the person asked for the update.
const runningSyncs = new Set<AbortController>();
versions.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
  if (event.data?.type === TAKING_OVER_MESSAGE) for (const sync of runningSyncs) sync.abort();
});
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== BACKGROUND_SYNC_TAG) return;
  const controller = new AbortController();
  runningSyncs.add(controller);
  // the worker is off the page's thread: it solves captchas itself
  sync.waitUntil(backgroundFlush({ solveCaptcha, signal: controller.signal }).finally(() => runningSyncs.delete(controller)));
});
