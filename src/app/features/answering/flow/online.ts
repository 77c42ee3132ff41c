import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's own idea of the connection: false means surely offline (true may still fail). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
