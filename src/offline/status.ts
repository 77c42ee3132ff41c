import type { OutboxItem, SyncStatus } from './contract';
import { MetaKey, readMetaString } from './meta';
import { readOutbox, STATES_FOR_A_PERSON, watchOutbox } from './outbox';
import { getCurrentOwner, visibleTo } from './ownership';
import { globalEventSource, isSyncing, onSyncingChange, type EventSource } from './sync-hub';
import { subscribeThrottledRead } from './throttled-live-read';

type Stored = Omit<SyncStatus, 'online' | 'syncing' | 'browserOnline'>;

export interface StatusOptions {
  /** where online/offline are heard; default globalThis (the window) */
  target?: EventSource;
  isOnline?: () => boolean;
  /** while this page flushes, the outbox is read again at most once per this many ms (default 500) */
  readIntervalMs?: number;
}

async function readStored(): Promise<Stored> {
  const snapshot = await readOutbox();
  // another person's kept answers are not shown (shared device)
  const items = visibleTo(snapshot.items, await getCurrentOwner());
  const unreadable = snapshot.unreadable;
  const pending = items.filter((i) => i.state === 'pending');
  const needsAttention: OutboxItem[] = items.filter((i) => STATES_FOR_A_PERSON.includes(i.state));
  const nextTimes = pending.map((i) => i.nextAttemptAt).filter((t): t is string => t !== null).sort();
  return {
    waiting: pending.length,
    needsAttention,
    lastSyncAt: await readMetaString(MetaKey.LastSyncAt),
    lastError: await readMetaString(MetaKey.LastError),
    lastErrorCode: await readMetaString(MetaKey.LastErrorCode),
    serverUnreachableSince: await readMetaString(MetaKey.UnreachableSince),
    unreadable: unreadable.length,
    nextAttemptAt: nextTimes[0] ?? null,
  };
}

function defaultOnline(): boolean {
  const nav = (globalThis as { navigator?: { onLine?: boolean } }).navigator;
  return nav?.onLine ?? true;
}

/**
 * Live status for the page's banner: online/offline (the browser's flag, and the server reachable
 * at the last exchange), items waiting, items that need a person
 * (rejected included), last sync, last error, and whether this page is flushing now.
 * Outbox changes made by other tabs or the service worker arrive through Dexie's liveQuery; while
 * this page flushes, the outbox is read again at most every `readIntervalMs` (throttled-live-read.ts).
 */
export function subscribeSyncStatus(callback: (status: SyncStatus) => void, options: StatusOptions = {}): () => void {
  const target = options.target ?? globalEventSource();
  const isOnline = options.isOnline ?? defaultOnline;
  let stored: Stored | null = null;
  const emit = () => {
    if (!stored) return;
    const browserOnline = isOnline();
    // "Online" means the server can be reached: the browser's flag alone says nothing about a
    // captive portal or a server out of reach, so the last exchange's failure counts too.
    const online = browserOnline && !stored.serverUnreachableSince;
    callback({ ...stored, online, browserOnline, syncing: isSyncing() });
  };
  const unsubscribe = subscribeThrottledRead({
    watch: watchOutbox,
    urgent: (watched) => watched.forAPerson,
    read: readStored,
    next: (value) => {
      stored = value;
      emit();
    },
    what: '[offline] status query failed',
    intervalMs: options.readIntervalMs ?? 500,
  });
  const stopSyncing = onSyncingChange(emit);
  target.addEventListener('online', emit);
  target.addEventListener('offline', emit);
  return () => {
    unsubscribe();
    stopSyncing();
    target.removeEventListener('online', emit);
    target.removeEventListener('offline', emit);
  };
}
