import { Dexie } from 'dexie';
import {
  backgroundFlush, CLIENT_ERROR_CODES, ClientErrorCode, createFetchTransport, db, DB_NAME, flushOutbox, queueResponse,
  readOutbox, startSyncTriggers, subscribeDatabaseReplaced, type DatabaseReplacedEvent,
} from '#offline/index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, resetDb, submission, watchStatus as watchHelper, type FakeServer } from './helpers';

let server: FakeServer;
let stops: (() => void)[] = [];

beforeEach(async () => {
  await resetDb();
  server = createFakeServer();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

const never: typeof fetch = () => new Promise<Response>(() => undefined);

const watchStatus = (target?: EventTarget, online?: () => boolean) => watchHelper(stops, target, online);

describe('request timeout', () => {
  it('after a timeout the next tries send smaller batches, growing back once answered', async () => {
    for (let i = 0; i < 4; i++) await queueResponse(submission(), 'A');
    await flushOutbox(createFetchTransport({ fetch: never, timeoutMs: 30 }));
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    const sizes = server.requests.map((r) => (JSON.parse(r.init.body as string) as { responses: unknown[] }).responses.length);
    expect(sizes).toEqual([2, 2]);
    expect((await readOutbox()).items).toHaveLength(0);
  });

  it('a request that never settles times out like a network failure and frees the lock', async () => {
    await queueResponse(submission(), 'A');
    const report = await flushOutbox(createFetchTransport({ fetch: never, timeoutMs: 30 }));
    expect(report).toMatchObject({ skipped: false, retrying: 1, errorCode: 'TIMEOUT' });
    const [item] = (await readOutbox()).items;
    expect(item).toMatchObject({ state: 'pending', attempts: 1, problem: { code: 'TIMEOUT', message: '' } });
    expect(item!.nextAttemptAt).not.toBeNull();

    const next = await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    expect(next).toMatchObject({ skipped: false, saved: 1 }); // the lock was let go
  });

  it('times out after 30 s by default, and passes an AbortSignal to fetch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let signal: AbortSignal | undefined;
    const transport = createFetchTransport({
      fetch: (_input, init) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      },
      config: () => Promise.resolve({ companyId: '1', language: 'en' }),
    });
    const outcome = transport.sendBatch([submission()], { credentials: 'omit' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(outcome).resolves.toEqual({ kind: 'retry', code: 'TIMEOUT', message: '' });
  });

  it("honours the caller's signal as well", async () => {
    const controller = new AbortController();
    const transport = createFetchTransport({ fetch: never, signal: controller.signal, timeoutMs: 60_000 });
    const outcome = transport.sendBatch([submission()], { credentials: 'omit' });
    controller.abort();
    await expect(outcome).resolves.toEqual({ kind: 'retry', code: 'ABORTED', message: '' });
  });
});

describe('background flush while another context holds the lock', () => {
  it('waits for the lock and flushes the items the other flusher left behind', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    let dropPageRequest!: (error: Error) => void;
    const pageFetch: typeof fetch = () => new Promise<Response>((_, reject) => (dropPageRequest = reject));
    const page = flushOutbox(createFetchTransport({ fetch: pageFetch }));
    await vi.waitFor(() => expect(dropPageRequest).toBeDefined());

    const background = backgroundFlush({ fetch: server.fetch });
    await new Promise((r) => setTimeout(r, 20));
    dropPageRequest(new TypeError('Failed to fetch')); // the page closes mid-request
    expect((await page).retrying).toBe(1);

    const report = await background;
    expect(report).toMatchObject({ skipped: false, saved: 1 });
    expect(server.stored.has(s.responseId)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('throws (so the browser retries the sync) when the lock never comes free', async () => {
    await queueResponse(submission(), 'A');
    let release!: (error: Error) => void;
    const page = flushOutbox(createFetchTransport({ fetch: () => new Promise<Response>((_, reject) => (release = reject)) }));
    await vi.waitFor(() => expect(release).toBeDefined());
    await expect(backgroundFlush({ fetch: server.fetch, lockWaitMs: 20 })).rejects.toThrow(/lock/);
    release(new TypeError('Failed to fetch'));
    await page;
  });
});

describe('background flush when a new version takes over', () => {
  it('stops waiting for the lock at once and throws; the answer stays in the outbox', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    let release!: (error: Error) => void;
    const page = flushOutbox(createFetchTransport({ fetch: () => new Promise<Response>((_, reject) => (release = reject)) }));
    await vi.waitFor(() => expect(release).toBeDefined());
    const takingOver = new AbortController();
    const background = backgroundFlush({ fetch: server.fetch, signal: takingOver.signal });
    const settled = vi.fn();
    background.then(settled, settled);
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).not.toHaveBeenCalled(); // waiting for the lock (45 s by default)
    takingOver.abort();
    await expect(background).rejects.toThrow(/new version/);
    release(new TypeError('Failed to fetch'));
    await page;
    expect(server.stored.has(s.responseId)).toBe(false);
    expect((await readOutbox()).items.map((item) => [item.responseId, item.state])).toEqual([[s.responseId, 'pending']]);
  });

  it('cancels its request in flight and throws; the answer stays in the outbox', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    let seen: AbortSignal | null | undefined;
    const hanging: typeof fetch = (_url, init) => {
      seen = init?.signal;
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    };
    const takingOver = new AbortController();
    const background = backgroundFlush({ fetch: hanging, signal: takingOver.signal });
    await vi.waitFor(() => expect(seen).toBeDefined());
    takingOver.abort();
    await expect(background).rejects.toThrow(/new version/);
    expect((await readOutbox()).items.map((item) => [item.responseId, item.state])).toEqual([[s.responseId, 'pending']]);
  });
});

describe('online means the server is reachable', () => {
  it('goes offline on a network failure while the browser says online, and back on the next answered exchange', async () => {
    const { last } = watchStatus();
    await vi.waitFor(() => expect(last()).toMatchObject({ online: true, browserOnline: true }));
    await queueResponse(submission(), 'A');
    server.mode = 'down';
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    await vi.waitFor(() => expect(last()).toMatchObject({
      online: false, browserOnline: true, lastErrorCode: 'NETWORK_ERROR', serverUnreachableSince: expect.any(String) as unknown,
    }));

    server.mode = '5xx'; // the server answers (with a refusal): reachable again
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    await vi.waitFor(() => expect(last()).toMatchObject({ online: true, lastErrorCode: 'SERVER_ERROR', lastError: 'busy' }));

    await flushOutbox(createFetchTransport({ fetch: never, timeoutMs: 20 }), { ignoreBackoff: true });
    await vi.waitFor(() => expect(last()).toMatchObject({ online: false, lastErrorCode: 'TIMEOUT' }));

    server.mode = 'up';
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    await vi.waitFor(() => expect(last()).toMatchObject({ online: true, lastErrorCode: null, waiting: 0 }));
  });

  it('an online event that leads to a successful flush brings it back', async () => {
    const target = new EventTarget();
    const { last } = watchStatus(target);
    server.mode = 'down';
    await queueResponse(submission(), 'A');
    stops.push(startSyncTriggers({ transport: createFetchTransport({ fetch: server.fetch }), target, registration: null }));
    await vi.waitFor(() => expect(last()).toMatchObject({ online: false, waiting: 1 }));

    server.mode = 'up';
    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(last()).toMatchObject({ online: true, waiting: 0 }));
  });

  it('a failure that says nothing about the server leaves it as it was; nothing left to send forgets it', async () => {
    const { last } = watchStatus();
    await queueResponse(submission(), 'A');
    server.mode = 'down';
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    await vi.waitFor(() => expect(last()).toMatchObject({ online: false }));
    await db.meta.delete('syncConfig');
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    await vi.waitFor(() => expect(last()).toMatchObject({ online: false, lastErrorCode: 'NOT_CONFIGURED' }));

    await db.outbox.clear(); // discarded: no exchange left to judge by
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    await vi.waitFor(() => expect(last()).toMatchObject({ online: true }));
  });
});

describe('client error codes', () => {
  it('are exported and stored without any English or browser text', async () => {
    expect([...CLIENT_ERROR_CODES].sort()).toEqual(
      ['ABORTED', 'BAD_REPLY', 'HTTP_ERROR', 'NETWORK_ERROR', 'NOT_CONFIGURED', 'NO_RESULT', 'TIMEOUT'],
    );
    expect(CLIENT_ERROR_CODES).toContain(ClientErrorCode.Timeout);

    const a = submission();
    const b = submission();
    await queueResponse(a, 'A');
    await queueResponse(b, 'B');
    // the server answers for a only
    const onlyA: typeof fetch = async (input, init) => {
      const reply = await server.fetch(input, init);
      const body = (await reply.json()) as { responseData: { results: { responseId: string }[] } };
      body.responseData.results = body.responseData.results.filter((r) => r.responseId === a.responseId);
      return new Response(JSON.stringify(body), { status: 200 });
    };
    await flushOutbox(createFetchTransport({ fetch: onlyA }));
    expect((await readOutbox()).items[0]).toMatchObject({ responseId: b.responseId, problem: { code: 'NO_RESULT', message: '' } });

    const html: typeof fetch = () => Promise.resolve(new Response('<html>portal</html>', { status: 200 }));
    await flushOutbox(createFetchTransport({ fetch: html }), { ignoreBackoff: true });
    expect((await readOutbox()).items[0]!.problem).toEqual({ code: 'BAD_REPLY', message: '' });
    const gateway: typeof fetch = () => Promise.resolve(new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }));
    await flushOutbox(createFetchTransport({ fetch: gateway }), { ignoreBackoff: true });
    expect((await readOutbox()).items[0]!.problem).toEqual({ code: 'HTTP_ERROR', message: '' });
    expect((await db.meta.get('lastError'))?.value).toBeNull();

    await db.meta.delete('syncConfig');
    const report = await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    expect(report.errorCode).toBe('NOT_CONFIGURED');
    expect((await readOutbox()).items[0]!.problem).toEqual({ code: 'NOT_CONFIGURED', message: '' });
  });
});

describe('a newer version opens the database', () => {
  it('closes this connection so the upgrade goes through, tells the page, and keeps every row', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    const events: DatabaseReplacedEvent[] = [];
    stops.push(subscribeDatabaseReplaced((e) => events.push(e)));
    expect(db.isOpen()).toBe(true);

    const newer = new Dexie(DB_NAME);
    newer.version(1).stores({ outbox: '&responseId, state, formId, createdAt', drafts: '&formId', forms: '&shortUrl, id', meta: '&key', quarantine: '++id, source, keptAt' });
    newer.version(2).stores({ designDrafts: '&key, formId, editorId, state, updatedAt', authorCache: '&key' });
    newer.version(3).stores({ attachments: '&localId, formId, responseId, state', offlineForms: '&formId, shortUrl', localityCache: '&key', reportOutbox: '&reportId, state', parkedDrafts: '&key, owner' });
    newer.version(4).stores({ outbox: '&responseId, state, formId, createdAt, nextAttemptAt' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await newer.open(); // would wait forever ('blocked') if this page kept its connection
      expect(newer.verno).toBe(4);
      expect(events).toEqual([{ reason: 'upgrade', oldVersion: 30, newVersion: 40 }]);
      expect(db.isOpen()).toBe(false);
      expect(await newer.table('outbox').get(s.responseId)).toBeDefined(); // nothing dropped

      // a late subscriber hears it at once
      const late = vi.fn();
      stops.push(subscribeDatabaseReplaced(late));
      expect(late).toHaveBeenCalledWith({ reason: 'upgrade', oldVersion: 30, newVersion: 40 });

      // a save made before the reload still lands in the (upgraded) database
      const t = submission(8);
      await queueResponse(t, 'B');
      expect(await newer.table('outbox').count()).toBe(2);
    } finally {
      newer.close();
      db.close();
      warn.mockRestore();
    }
  });
});
