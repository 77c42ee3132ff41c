import { flushOutbox, type FlushReport } from './flush';
import { whenFlushLockFree } from './flush-lock';
import { flushReports } from './report-outbox';
import { createFetchTransport, type FetchTransportOptions } from './transport';

export interface BackgroundFlushOptions extends FetchTransportOptions {
  /** how many times a flush found busy waits for the lock and tries again; default 2 */
  lockRounds?: number;
  /** how long each round waits for the other flusher to let go; default 45 s */
  lockWaitMs?: number;
}

/**
 * The service worker's flush for a Background Sync event, with the SyncConfig the page stored.
 * Throws when items remain pending after a failure, so the browser schedules another sync.
 *
 * When a page (or another worker) holds the flush lock, returning would end the sync event for
 * good: if that page then closes mid-request, its items would wait until the app is opened again.
 * So a busy flush waits for the lock and flushes once more (bounded), and throws if the lock never
 * came free, so that the browser retries the event later. The defaults keep the whole event
 * (two waits of 45 s, then requests of at most 30 s) under the ~3 minutes browsers allow it.
 *
 * `signal` (in the options) ends it early: a new version of the app activates only once the running
 * worker's events are over, so the person's "Update" would wait for this sync. Aborted, it stops
 * waiting and sending, and throws: the items stay in the outbox and the browser fires the sync again.
 */
export async function backgroundFlush(options: BackgroundFlushOptions = {}): Promise<FlushReport> {
  const { lockRounds = 2, lockWaitMs = 45_000, ...transportOptions } = options;
  const { signal } = transportOptions;
  const transport = createFetchTransport(transportOptions);
  for (let round = 0; ; round++) {
    if (signal?.aborted) throw takenOver();
    const report = await flushOutbox(transport, { ignoreBackoff: true });
    if (signal?.aborted) throw takenOver();
    if (!report.skipped) {
      // queued error reports ride on the same sync event; they are idempotent on reportId
      const reports = await flushReports({ ignoreBackoff: true, fetch: transportOptions.fetch, baseUrl: transportOptions.baseUrl, config: transportOptions.config });
      if (report.retrying > 0 || reports.retrying > 0) {
        throw new Error(`outbox: ${report.retrying + reports.retrying} item(s) still waiting (${report.errorCode ?? report.error ?? 'unknown error'})`);
      }
      return report;
    }
    const free = round < lockRounds && (await lockFreeWithin(lockWaitMs, signal));
    if (signal?.aborted) throw takenOver();
    if (!free) {
      throw new Error('outbox: another flusher kept the lock; the browser will retry this sync');
    }
  }
}

const takenOver = () => new Error('outbox: a new version of the app takes over; the browser will retry this sync');

/** (AbortSignal.any and .timeout are newer than some phones this serves.) */
async function lockFreeWithin(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  const timer = setTimeout(stop, ms);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    if (signal?.aborted) return false;
    await whenFlushLockFree(controller.signal);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
