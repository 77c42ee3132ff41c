import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page shows a form from the copy kept on this device. The offline notice reads it, so
 * that "offline" and "this is the copy on this device" are one notice in one place, never two.
 */
let pagesShowingCopy = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  pagesShowingCopy += by;
  for (const listener of listeners) listener();
}

export function useDeviceCopyShown(): boolean {
  return useSyncExternalStore(subscribe, () => pagesShowingCopy > 0, () => false);
}

/** Rendered by a page while it shows the device's copy (the route passes it in); renders nothing itself. */
export function DeviceCopyShown(): null {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
  return null;
}
