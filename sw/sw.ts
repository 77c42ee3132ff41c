/// <reference lib="webworker" />
import '#core/zod-without-eval';
import { backgroundFlush, BACKGROUND_SYNC_TAG } from '#offline/index';
import {
  FILES_CACHE_NAME, FORMS_CACHE_MAX_ENTRIES, FORMS_CACHE_NAME, FORMS_NETWORK_TIMEOUT_SECONDS, isCacheableFormRequest,
  isCacheableStoredFile, NAVIGATION_DENYLIST, OFFLINE_COPY_HEADER,
} from '#offline/sw-rules';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** Background Sync is not in TypeScript's lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// App shell: everything the build emitted, versioned by revision; old precaches are removed.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes get index.html, offline too; /api and files (a missing asset) never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...NAVIGATION_DENYLIST] }));

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
 * accepted the prompt, posts { type: 'SKIP_WAITING' }. Only then do we skip waiting and claim the
 * open pages. The very first install (no older version controls any page) claims at once, so the
 * first visit is already served, and cached, by the worker.
 */
let claimOnActivate = false;

self.addEventListener('install', () => {
  if (!self.registration.active) claimOnActivate = true;
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type !== 'SKIP_WAITING') return;
  claimOnActivate = true;
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  if (claimOnActivate) event.waitUntil(self.clients.claim());
});

// Background Sync: flush the outbox with the SyncConfig the page stored in Dexie.
self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === BACKGROUND_SYNC_TAG) sync.waitUntil(backgroundFlush());
});
