import { liveQuery } from 'dexie';
import { warnInBackground } from './diagnostics';
import { isSyncing, onSyncingChange } from './sync-hub';

export interface ThrottledLiveRead<T, W> {
  /**
   * A cheap query that observes every row `read` depends on (a count of the whole table, a few
   * small rows): Dexie's liveQuery runs it again after each change, made here, in another tab or
   * by the service worker.
   */
  watch: () => Promise<W>;
  /**
   * What in the watched value the person must act on (e.g. the answers waiting for them): when it
   * changes, the read is made at once, even during a flush.
   */
  urgent: (watched: W) => string;
  /** The costly read (the whole outbox, every row validated). */
  read: () => Promise<T>;
  next: (value: T) => void;
  /** for the console when a read fails */
  what: string;
  /**
   * while this page or worker flushes, at most one read per this many ms, and never more often than
   * every READ_SHARE times the last read's duration (a long read is not repeated back to back)
   */
  intervalMs: number;
}

/** During a flush the full reads take at most about 1 / READ_SHARE of the page's time. */
const READ_SHARE = 4;

/**
 * Follows a large read live without repeating it after every change of a flush: a flush of 10,000
 * answers changes the outbox after each batch, and reading them all again each time held the page
 * for up to 600 ms a batch (bench/outbox-drain). Outside a flush every change is read at once; during
 * one, at most once per `intervalMs` (longer when a read is long), at once when what the person must act on changed, and once more
 * as soon as the flush ends, so the figures shown after it are exact. Reads never overlap: a change
 * seen during a read is read after it.
 */
export function subscribeThrottledRead<T, W>(options: ThrottledLiveRead<T, W>): () => void {
  const { watch, urgent, read, next, what, intervalMs } = options;
  let closed = false;
  let reading = false;
  let owed = false;
  let owedAtOnce = false;
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let gapMs = intervalMs;
  let lastUrgent: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    reading = true;
    lastReadAt = Date.now();
    try {
      const value = await read();
      gapMs = Math.max(intervalMs, READ_SHARE * (Date.now() - lastReadAt));
      if (!closed) next(value);
    } catch (error) {
      warnInBackground(what, error);
    } finally {
      reading = false;
      if (owed) schedule(owedAtOnce);
    }
  };
  const schedule = (atOnce: boolean) => {
    if (closed) return;
    if (reading) {
      owed = true;
      owedAtOnce ||= atOnce;
      return;
    }
    const wait = atOnce || !isSyncing() ? 0 : lastReadAt + gapMs - Date.now();
    if (wait <= 0) {
      start();
      return;
    }
    owed = true;
    timer ??= setTimeout(start, wait);
  };
  function start() {
    clearTimeout(timer);
    timer = undefined;
    owed = false;
    owedAtOnce = false;
    void run();
  }

  const onWatched = (watched: W) => {
    const now = urgent(watched);
    const changed = now !== lastUrgent;
    lastUrgent = now;
    schedule(changed);
  };
  const subscription = liveQuery(watch).subscribe({ next: onWatched, error: (error: unknown) => warnInBackground(what, error) });
  // a read held back during the flush is made as soon as it ends
  const stopSyncing = onSyncingChange(() => {
    if (!isSyncing() && owed) schedule(true);
  });
  return () => {
    closed = true;
    clearTimeout(timer);
    subscription.unsubscribe();
    stopSyncing();
  };
}
