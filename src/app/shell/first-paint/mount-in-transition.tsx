import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts its children in a transition, whatever update mounted it: the router notifies
 * React through useSyncExternalStore, whose updates render in one blocking task, and the
 * first mount of a page is the app's longest render. Deferred, React renders it in slices that
 * yield to the browser every few milliseconds. Until then it renders nothing: the server's first
 * view stays on screen (hand-over.ts waits for the app's own page).
 */
export function MountInTransition({ children }: { children: ReactNode }) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : null;
}
