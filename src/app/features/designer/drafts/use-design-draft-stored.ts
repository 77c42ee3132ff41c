import { useSyncExternalStore } from 'react';

/**
 * What the page knows about its designer's draft, outside React's tree: whether the design on
 * screen is already kept on the device (the unsaved-work guard reads it), and which draft keys an
 * open designer of this page reports on (the app-wide sync stays quiet about those).
 */
let stored = true;
const listeners = new Set<() => void>();
const openKeys = new Set<string>();

export function setDesignDraftStored(value: boolean): void {
  if (stored === value) return;
  stored = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when every edit on screen is in the device's draft (or there is nothing to keep). */
export function useDesignDraftStored(): boolean {
  return useSyncExternalStore(subscribe, () => stored, () => true);
}

export function setDraftOpenHere(key: string, open: boolean): void {
  if (open) openKeys.add(key);
  else openKeys.delete(key);
}

export function isDraftOpenHere(key: string): boolean {
  return openKeys.has(key);
}
