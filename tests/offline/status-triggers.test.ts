import {
  createFetchTransport, db, flushOutbox, queueResponse, retryItem, startSyncTriggers,
} from '#offline/index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, resetDb, submission, watchStatus as watchHelper, type FakeServer } from './helpers';

const anyString: unknown = expect.any(String);

let server: FakeServer;
let stops: (() => void)[] = [];

beforeEach(async () => {
  await resetDb();
  server = createFakeServer();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

const watchStatus = (target?: EventTarget, online?: () => boolean) => watchHelper(stops, target, online);

describe('sync status', () => {
  it('reports waiting, needs-attention (rejected included), last sync and last error', async () => {
    const { last } = watchStatus();
    const a = submission();
    const b = submission();
    const c = submission();
    for (const s of [a, b, c]) await queueResponse(s, 'A');
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 3, needsAttention: [], online: true }));

    server.reject.set(a.responseId, { permanent: true, code: 'VALIDATION', message: 'bad' });
    server.reject.set(b.responseId, { permanent: false, code: 'CAPTCHA_WRONG', message: 'captcha' });
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    await vi.waitFor(() => {
      expect(last()).toMatchObject({ waiting: 0, lastSyncAt: anyString, lastError: null, lastErrorCode: null, syncing: false });
      expect(last()!.needsAttention.map((i) => i.state).sort()).toEqual(['needs-attention', 'rejected']);
    });

    server.mode = 'down';
    await retryItem(b.responseId);
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    await vi.waitFor(() => expect(last()).toMatchObject({
      waiting: 1, lastError: null, lastErrorCode: 'NETWORK_ERROR', nextAttemptAt: anyString,
    }));
  });

  it('follows online and offline events and reports syncing', async () => {
    let online = true;
    const target = new EventTarget();
    const { seen, last } = watchStatus(target, () => online);
    await vi.waitFor(() => expect(last()).toBeDefined());
    online = false;
    target.dispatchEvent(new Event('offline'));
    expect(last()!.online).toBe(false);

    await queueResponse(submission(), 'A');
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect(seen.some((s) => s.syncing)).toBe(true);
  });
});

describe('sync triggers', () => {
  it('flushes on start, after queueResponse and on online', async () => {
    await queueResponse(submission(), 'before start');
    const target = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const register = vi.fn(() => Promise.resolve());
    stops.push(startSyncTriggers({
      transport: createFetchTransport({ fetch: server.fetch }), target, document: doc,
      registration: Promise.resolve({ sync: { register } }),
    }));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(server.stored.size).toBe(1);

    server.mode = 'down';
    await queueResponse(submission(), 'while offline');
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('survey-outbox'));
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1 }));

    server.mode = 'up';
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(server.stored.size).toBe(2);
  });

  it('retries on the backoff timer', async () => {
    server.mode = 'down';
    await queueResponse(submission(), 'A');
    stops.push(startSyncTriggers({
      transport: createFetchTransport({ fetch: server.fetch }), target: new EventTarget(), registration: null,
      flushOptions: { random: () => 0 }, // the 1 s floor
    }));
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1 }));
    server.mode = 'up'; // no event at all: only the timer can send it
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3000 });
    expect(server.requests).toHaveLength(2);
  });

  it('respects the backoff on visibility, but not on online', async () => {
    server.mode = 'down';
    await queueResponse(submission(), 'A');
    const target = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    stops.push(startSyncTriggers({
      transport: createFetchTransport({ fetch: server.fetch }), target, document: doc, registration: null,
      flushOptions: { random: () => 1 }, // first backoff: 2 s
    }));
    await vi.waitFor(async () => expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1 }));
    server.mode = 'up';
    const requests = server.requests.length;
    doc.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toHaveLength(requests); // not due yet
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });
});

describe('Web Locks', () => {
  it('uses navigator.locks with ifAvailable when present', async () => {
    const held = new Set<string>();
    const calls: { name: string; options: LockOptions }[] = [];
    const locks = {
      request: async (name: string, options: LockOptions, fn: (lock: Lock | null) => Promise<unknown>) => {
        calls.push({ name, options });
        if (held.has(name) && options.ifAvailable) return fn(null);
        held.add(name);
        try {
          return await fn({ name, mode: 'exclusive' });
        } finally {
          held.delete(name);
        }
      },
    };
    vi.stubGlobal('navigator', { locks });
    try {
      await queueResponse(submission(), 'A');
      const transport = createFetchTransport({ fetch: server.fetch });
      const [one, two] = await Promise.all([flushOutbox(transport), flushOutbox(transport)]);
      expect(calls[0]).toEqual({ name: 'survey-outbox-flush', options: { ifAvailable: true } });
      expect([one.skipped, two.skipped].sort()).toEqual([false, true]);
      expect(server.received).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
