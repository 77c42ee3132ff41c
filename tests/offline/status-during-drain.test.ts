import {
  createFetchTransport, db, flushOutbox, queueResponse, subscribeSyncStatus, subscribeVisibleOutbox, type OutboxItem, type SyncStatus,
} from '#offline/index';
import { ErrorCode } from '#core/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, resetDb, submission, type FakeServer } from './helpers';

let server: FakeServer;
let stop: (() => void) | null = null;

beforeEach(async () => {
  await resetDb();
  server = createFakeServer();
});
afterEach(() => {
  stop?.();
  stop = null;
  vi.restoreAllMocks();
});

/** The page's status, throttled so widely that no read falls due on the clock during the test. */
function watchStatus(): () => SyncStatus | undefined {
  const seen: SyncStatus[] = [];
  stop = subscribeSyncStatus((status) => seen.push(status), { readIntervalMs: 60_000 });
  return () => seen.at(-1);
}

describe('the sync status while a large outbox drains (bench/outbox-drain)', { timeout: 30_000 }, () => {
  it('does not read every remaining answer again after each batch saved, and ends with the right figures', async () => {
    for (let i = 0; i < 60; i++) await queueResponse(submission(), 'A');
    const last = watchStatus();
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 60, syncing: false }));
    const wholeReads = vi.spyOn(db.outbox, 'toArray');

    const report = await flushOutbox(createFetchTransport({ fetch: server.fetch }), { batchSize: 5 });
    expect(report.saved).toBe(60);
    expect(server.requests).toHaveLength(12);
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 0, needsAttention: [], syncing: false, lastSyncAt: expect.any(String) as unknown }));

    // the flush reads twice (its line, then nothing left); the status once as the flush starts and
    // once as it ends: never once per batch (12 here)
    expect(wholeReads.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('shows an answer queued while this page is not flushing at once', async () => {
    const last = watchStatus();
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 0 }));
    await queueResponse(submission(), 'A');
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 1 }));
    await queueResponse(submission(), 'A');
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 2 }));
  });

  it('sees an answer change state though the number of rows stays the same', async () => {
    const item = await queueResponse(submission(), 'A');
    const last = watchStatus();
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 1, needsAttention: [] }));
    await db.outbox.update(item.responseId, { state: 'rejected' });
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 0 }));
    expect(last()?.needsAttention.map((i) => i.responseId)).toEqual([item.responseId]);
  });

  it('shows at once, in the status and the sync panel, an answer the server refused for want of a captcha while the flush goes on', async () => {
    // the count of rows stays 2 throughout: only the first answer's state changes
    const refused = await queueResponse(submission(), 'A');
    const next = await queueResponse(submission(), 'A');
    server.reject.set(refused.responseId, { permanent: false, code: ErrorCode.CaptchaRequired, message: 'captcha' });
    const last = watchStatus();
    const lists: OutboxItem[][] = [];
    const stopList = subscribeVisibleOutbox((items) => lists.push(items));
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 2 }));
    await vi.waitFor(() => expect(lists.at(-1)).toHaveLength(2));

    let release!: () => void;
    const secondBatchHeld = new Promise<void>((resolve) => (release = resolve));
    const heldFetch: typeof fetch = async (input, init) => {
      if (server.requests.length === 1) await secondBatchHeld;
      return server.fetch(input, init);
    };
    const flushing = flushOutbox(createFetchTransport({ fetch: heldFetch }), { batchSize: 1 });
    try {
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      // the flush stays held meanwhile: a read owed to the throttle (60 s here) would come only after it.
      // The refused answer goes first because it was queued first (twice a run failed here when both were
      // queued within one millisecond and went in the order of their random ids: outbox.ts, nextCreatedAt)
      await vi.waitFor(() => expect(last()?.needsAttention.map((item) => item.problem?.code)).toEqual([ErrorCode.CaptchaRequired]), { timeout: 15_000 });
      expect(last()?.syncing).toBe(true);
      await vi.waitFor(() => expect(lists.at(-1)?.find((item) => item.responseId === refused.responseId)?.state).toBe('needs-attention'), { timeout: 15_000 });
    } finally {
      release();
      stopList();
    }
    const report = await flushing;
    expect(report.saved).toBe(1);
    expect([...server.stored.keys()]).toEqual([next.responseId]);
  }, 60_000);

  it('follows the answers waiting for the person without going through the pending ones in the state index', async () => {
    for (let i = 0; i < 5; i++) await queueResponse(submission(), 'A');
    const stateIndex = Object.getPrototypeOf(db.backendDB().transaction('outbox').objectStore('outbox').index('state')) as IDBIndex;
    // each read of the index, with the key range it covers (spies call through)
    const reads = (['getAllKeys', 'getAll', 'openCursor', 'openKeyCursor', 'count'] as const).map((method) => vi.spyOn(stateIndex, method));
    const ranges = () => reads.flatMap((spy) => spy.mock.calls.map(([query]: unknown[]) =>
      query && typeof query === 'object' && 'query' in query ? query.query : query));
    const last = watchStatus();
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 5 }));
    expect(ranges().length).toBeGreaterThan(0);
    expect(ranges().filter((range) => range instanceof IDBKeyRange && range.includes('pending'))).toEqual([]);
  });

  it('reads the sync panel list of answers again at most every 500 ms during a flush, and it ends empty', async () => {
    for (let i = 0; i < 60; i++) await queueResponse(submission(), 'A');
    const lists: OutboxItem[][] = [];
    stop = subscribeVisibleOutbox((items) => lists.push(items));
    await vi.waitFor(() => expect(lists.at(-1)).toHaveLength(60));
    const wholeReads = vi.spyOn(db.outbox, 'toArray');
    const started = performance.now();
    const report = await flushOutbox(createFetchTransport({ fetch: server.fetch }), { batchSize: 5 });
    const flushMs = performance.now() - started;
    expect(report.saved).toBe(60);
    await vi.waitFor(() => expect(lists.at(-1)).toEqual([]));
    // the flush's own two reads; the list's first change, one per 500 ms of flush, one as it ends
    expect(wholeReads.mock.calls.length).toBeLessThanOrEqual(2 + 2 + Math.ceil(flushMs / 500));
  });
});
