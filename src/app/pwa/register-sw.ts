import { Workbox } from 'workbox-window';

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
  wb.addEventListener('controlling', () => {
    if (requested) window.location.reload();
  });
  wb.addEventListener('waiting', () => {
    onUpdate({
      apply: () => {
        requested = true;
        wb.messageSkipWaiting();
      },
    });
  });
  wb.register().catch((error: unknown) => console.warn('[pwa] service worker registration failed', error));
}
