import { backoffDelayMs } from '../backoff';
import type { DesignSyncTransport } from './design-drafts-contract';
import { syncDesignDrafts, type DesignSyncReport } from './design-drafts-sync';
import { globalEventSource, type EventSource } from '../sync-hub';
import { warnInBackground } from '../diagnostics';

export interface DesignSyncTriggerOptions {
  transport: DesignSyncTransport;
  /** where `online` is heard; default globalThis (the window) */
  target?: EventSource;
  /** where `visibilitychange` is heard; default globalThis.document */
  document?: EventSource & { visibilityState: string };
  /** delay before trying again after the server could not be reached (tests) */
  retryDelayMs?: (attempt: number) => number;
  onReport?: (report: DesignSyncReport) => void;
}

let requester: (() => Promise<void>) | null = null;

/**
 * Asks the running design sync (if any) to send the pending drafts now; resolves when that run
 * (or the one running already, and the one after it) is done.
 */
export function requestDesignDraftSync(): Promise<void> {
  return requester?.() ?? Promise.resolve();
}

/**
 * The same moments as the outbox's triggers: page start, `online`, page visible, a request; and a
 * retry timer with backoff while the server cannot be reached. Start it once per page; returns
 * its stop function.
 */
export function startDesignDraftSync(options: DesignSyncTriggerOptions): () => void {
  const target = options.target ?? globalEventSource();
  const doc = options.document ?? (globalThis as { document?: DesignSyncTriggerOptions['document'] }).document;
  const retryDelay = options.retryDelayMs ?? ((attempt: number) => backoffDelayMs(attempt));
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const runOnce = async () => {
    const report = await syncDesignDrafts(options.transport);
    options.onReport?.(report);
    const unreachable = report.sent.some((e) => e.outcome.kind === 'unreachable');
    failures = unreachable ? failures + 1 : 0;
    clearTimeout(timer);
    if (unreachable && !stopped) timer = setTimeout(() => void run(), retryDelay(failures));
  };

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await runOnce();
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- another trigger and stop() set them while this awaits; the narrowing cannot see that
        } while (again && !stopped);
      } catch (error) {
        warnInBackground('[offline] design sync failed', error);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const onOnline = () => void run();
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') void run();
  };
  target.addEventListener('online', onOnline);
  doc?.addEventListener('visibilitychange', onVisible);
  requester = run;
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    target.removeEventListener('online', onOnline);
    doc?.removeEventListener('visibilitychange', onVisible);
    if (requester === run) requester = null;
  };
}
