/**
 * In-memory meeting point of one JavaScript context (a page or the service worker): whether this
 * context is flushing right now, and who to ask for a flush when something was queued.
 * Nothing here is persisted: a closed page leaves no state behind.
 */
export type FlushReason = 'start' | 'online' | 'visible' | 'timer' | 'queued' | 'retry' | 'background-sync' | 'manual';

type Listener = () => void;

let syncing = false;
const listeners = new Set<Listener>();
let requester: ((reason: FlushReason) => void) | null = null;

export function isSyncing(): boolean {
  return syncing;
}

export function setSyncing(value: boolean): void {
  if (syncing === value) return;
  syncing = value;
  for (const listener of listeners) listener();
}

export function onSyncingChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setFlushRequester(next: ((reason: FlushReason) => void) | null): void {
  requester = next;
}

/** Asks the running sync triggers (if any) for a flush; a no-op when none were started. */
export function requestFlush(reason: FlushReason): void {
  requester?.(reason);
}

export type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

const inert: EventSource = { addEventListener: () => undefined, removeEventListener: () => undefined };

/** The window (or worker scope) when it can emit events; an inert source in node. */
export function globalEventSource(): EventSource {
  const scope = globalThis as Partial<EventSource>;
  return typeof scope.addEventListener === 'function' ? (globalThis) : inert;
}
