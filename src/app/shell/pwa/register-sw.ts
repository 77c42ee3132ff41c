import { Workbox } from 'workbox-window';
import { warnInBackground } from '#offline/index';
import { CACHE_URLS_MESSAGE } from '#offline/sw-rules';

export interface ServiceWorkerUpdate {
  /** activates the waiting worker and reloads once it controls the page (only on the person's request) */
  apply: () => void;
}

/** Registers /sw.js in production builds; calls onUpdate when a new version waits. Never reloads by itself. */
export function registerServiceWorker(onUpdate: (update: ServiceWorkerUpdate) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // classic, as vite.config.ts builds it (rollupFormat 'iife'): module service workers are not in every browser
  const wb = new Workbox('/sw.js', { type: 'classic' });
  let requested = false;
  /** the waiting version was activated from another tab: this one still runs the previous build */
  let appliedElsewhere = false;
  wb.addEventListener('controlling', (event) => {
    if (requested) window.location.reload();
    else if (event.isUpdate) appliedElsewhere = true;
    // the first visit loaded its files before the worker controlled it: the worker keeps those it does not precache
    else void wb.messageSW({ type: CACHE_URLS_MESSAGE, payload: { urlsToCache: loadedFiles() } });
  });
  wb.addEventListener('waiting', () => {
    appliedElsewhere = false;
    onUpdate({
      apply: () => {
        // nothing waits any more: loading the page again is the update
        if (appliedElsewhere) {
          window.location.reload();
          return;
        }
        requested = true;
        wb.messageSkipWaiting();
      },
    });
  });
  wb.register().catch((error: unknown) => warnInBackground('[pwa] service worker registration failed', error));
}

function loadedFiles(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}
