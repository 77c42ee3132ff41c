import { SYNC_MAX_BACKOFF_MS } from '#core/constants';
import { flushOutbox, type FlushOptions, type FlushReport } from './flush';
import { whenFlushLockFree } from './flush-lock';
import { readOutbox } from './outbox';
import { flushReports, reportRetryTimes, type ReportFlushOptions } from './report-outbox';
import { globalEventSource, setFlushRequester, type EventSource, type FlushReason } from './sync-hub';
import { createFetchTransport, type SyncTransport } from './transport';
import { warnInBackground } from './diagnostics';

export const BACKGROUND_SYNC_TAG = 'survey-outbox';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export interface SyncTriggerOptions {
  transport?: SyncTransport;
  /** where `online` is heard; default globalThis (the window) */
  target?: EventSource;
  /** where `visibilitychange` is heard; default globalThis.document */
  document?: EventSource & { visibilityState: string };
  /** for Background Sync; default navigator.serviceWorker.ready, null to skip */
  registration?: Promise<SyncRegistration> | null;
  onReport?: (report: FlushReport) => void;
  /** clock, randomness and batch size of each flush (tests) */
  flushOptions?: Omit<FlushOptions, 'ignoreBackoff'>;
  /** how queued error reports are sent (tests: a fake fetch) */
  reportOptions?: Omit<ReportFlushOptions, 'ignoreBackoff'>;
}

/** Reasons that send items still waiting for their backoff: a good moment to try right away. */
const eager: ReadonlySet<FlushReason> = new Set(['start', 'online', 'retry', 'manual', 'background-sync']);

/**
 * Starts the page's sync triggers: app start, `online`, page visible, a timer at the earliest
 * nextAttemptAt, and every queueResponse; registers Background Sync where the browser has it.
 * Returns a stop function. Start it once per page.
 */
export function startSyncTriggers(options: SyncTriggerOptions = {}): () => void {
  const transport = options.transport ?? createFetchTransport();
  const target = options.target ?? globalEventSource();
  const doc = options.document ?? (globalThis as { document?: SyncTriggerOptions['document'] }).document;
  const registration = options.registration === undefined ? defaultRegistration() : options.registration;
  let stopped = false;
  let running = false;
  let again: FlushReason | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const registerBackgroundSync = () => {
    registration?.then((reg) => reg.sync?.register(BACKGROUND_SYNC_TAG)).catch(() => undefined);
  };

  const run = async (reason: FlushReason): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = again && eager.has(again) ? again : reason;
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      let next: FlushReason | null = reason;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() sets it while this awaits; the narrowing cannot see that
      while (next && !stopped) {
        again = null;
        const report = await flushOutbox(transport, { ...options.flushOptions, ignoreBackoff: eager.has(next) });
        options.onReport?.(report);
        const reports = await flushReports({ ...options.reportOptions, ignoreBackoff: eager.has(next) }).catch((error: unknown) => {
          warnInBackground('[offline] error reports not sent', error);
          return null;
        });
        if (reports && reports.retrying > 0) registerBackgroundSync();
        if (report.retrying > 0) registerBackgroundSync();
        if (report.skipped) {
          await whenFlushLockFree(); // someone else flushed; look once more after them
          again ??= next;
        }
        next = again;
      }
    } catch (error) {
      warnInBackground('[offline] flush failed', error);
    } finally {
      running = false;
      await scheduleTimer().catch((error: unknown) => warnInBackground('[offline] retry timer not set', error));
    }
  };
  const request = (reason: FlushReason) => {
    if (reason === 'queued') registerBackgroundSync();
    void run(reason);
  };

  const scheduleTimer = async () => {
    if (stopped) return;
    const { items } = await readOutbox();
    // queued error reports back off too: without an `online` event (the server was out of reach, not
    // the network) only this timer sends them again
    const times = items.flatMap((i) => (i.state === 'pending' && i.nextAttemptAt ? [Date.parse(i.nextAttemptAt)] : []))
      .concat(await reportRetryTimes());
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- stop() sets it while this awaits; the narrowing cannot see that
    if (times.length === 0 || stopped) return;
    const delay = Math.min(Math.max(0, Math.min(...times) - Date.now()), SYNC_MAX_BACKOFF_MS);
    clearTimeout(timer);
    timer = setTimeout(() => request('timer'), delay + 50);
  };

  const onOnline = () => request('online');
  const onVisibility = () => {
    if (doc?.visibilityState === 'visible') request('visible');
  };
  target.addEventListener('online', onOnline);
  doc?.addEventListener('visibilitychange', onVisibility);
  setFlushRequester(request);
  request('start');

  return () => {
    stopped = true;
    clearTimeout(timer);
    target.removeEventListener('online', onOnline);
    doc?.removeEventListener('visibilitychange', onVisibility);
    setFlushRequester(null);
  };
}

/** Asks for a flush now (a "sync now" button). Needs startSyncTriggers to be running. */
export { requestFlush } from './sync-hub';

function defaultRegistration(): Promise<SyncRegistration> | null {
  const container = (globalThis as { navigator?: { serviceWorker?: { ready: Promise<SyncRegistration> } } }).navigator
    ?.serviceWorker;
  return container ? container.ready : null;
}
