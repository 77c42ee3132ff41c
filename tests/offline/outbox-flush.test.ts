import { SYNC_MAX_BACKOFF_MS } from '#core/constants';
import { createFetchTransport, db, flushOutbox, queueResponse, readOutbox } from '#offline/index';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, resetDb, submission, type FakeServer } from './helpers';

const anyString: unknown = expect.any(String);

let server: FakeServer;
const transport = () => createFetchTransport({ fetch: server.fetch });

beforeEach(async () => {
  await resetDb();
  server = createFakeServer();
});

describe('queue and flush', () => {
  it('writes the item pending before anything is sent, and removes it only after the ack', async () => {
    const s = submission();
    const item = await queueResponse(s, 'Form A');
    expect(item.state).toBe('pending');
    expect(await db.outbox.get(s.responseId)).toMatchObject({ state: 'pending', formId: 7 });
    expect(server.requests).toHaveLength(0);

    let release!: () => void;
    server.hold = new Promise<void>((resolve) => (release = resolve)); // the request waits
    const flushing = flushOutbox(transport());
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(await db.outbox.get(s.responseId)).toBeDefined(); // in flight: still in the outbox
    release();
    await flushing;
    expect(await db.outbox.get(s.responseId)).toBeUndefined();
  });

  it('sends the batch with tenant and language headers, anonymous answers without credentials, then empties the outbox', async () => {
    const a = submission();
    const b = submission();
    await queueResponse(a, 'A');
    await queueResponse(b, 'B');
    const report = await flushOutbox(transport());
    expect(report).toMatchObject({ skipped: false, sent: 2, saved: 2, retrying: 0 });
    expect(server.requests).toHaveLength(1);
    const { url, init } = server.requests[0]!;
    expect(url).toBe('/api/v1/form/save-form-responses');
    expect(init.credentials).toBe('omit'); // queued while nobody was signed in (request-owner.test.ts)
    expect(init.headers).toMatchObject({ 'x-company-id': '1', 'accept-language': 'en' });
    expect([...server.stored.keys()].sort()).toEqual([a.responseId, b.responseId].sort());
    expect(await db.outbox.count()).toBe(0);
    expect((await db.meta.get('lastSyncAt'))?.value).toEqual(anyString);
  });

  it('adds a deviceId and submittedAt once, and the same content is resent on every retry', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    server.mode = '5xx';
    await flushOutbox(transport(), { ignoreBackoff: true });
    server.mode = 'up';
    await flushOutbox(transport(), { ignoreBackoff: true });
    const bodies = server.requests.map((r) => JSON.parse(r.init.body as string) as unknown);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(server.stored.get(s.responseId)).toMatchObject({ deviceId: anyString, submittedAt: anyString });
  });

  it('sends answers queued within one millisecond in the order they were given', async () => {
    const given = Array.from({ length: 12 }, () => submission());
    // the clock stands still while they are queued
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-27T10:00:00.000Z') });
    try {
      for (const s of given) await queueResponse(s, 'A');
    } finally {
      vi.useRealTimers();
    }
    expect((await readOutbox()).items.map((item) => item.responseId)).toEqual(given.map((s) => s.responseId));
    await flushOutbox(transport(), { batchSize: 1 });
    expect(server.received).toEqual(given.map((s) => s.responseId));
  });

  it('batches by the batch size', async () => {
    for (let i = 0; i < 5; i++) await queueResponse(submission(), 'A');
    const report = await flushOutbox(transport(), { batchSize: 2 });
    expect(report.saved).toBe(5);
    expect(server.requests).toHaveLength(3);
  });

  it('splits a batch the server finds too large', async () => {
    for (let i = 0; i < 4; i++) await queueResponse(submission(), 'A');
    server.maxBatch = 1;
    const report = await flushOutbox(transport());
    expect(report.saved).toBe(4);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('failures keep the item', () => {
  it('server down: stays pending, attempts+1, next attempt within 5 minutes', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    server.mode = 'down';
    const before = Date.now();
    const report = await flushOutbox(transport());
    expect(report.retrying).toBe(1);
    const [item] = (await readOutbox()).items;
    expect(item).toMatchObject({ state: 'pending', attempts: 1, problem: { code: 'NETWORK_ERROR', message: '' } });
    const delay = Date.parse(item!.nextAttemptAt!) - before;
    expect(delay).toBeGreaterThan(0);
    expect(delay).toBeLessThanOrEqual(SYNC_MAX_BACKOFF_MS + 1000);
    // no browser text is stored: a client code the app translates, and no server text
    expect((await db.meta.get('lastErrorCode'))?.value).toBe('NETWORK_ERROR');
    expect((await db.meta.get('lastError'))?.value).toBeNull();
  });

  it('backoff grows but never passes 5 minutes, and waiting items are not sent before their time', async () => {
    await queueResponse(submission(), 'A');
    server.mode = 'down';
    for (let i = 0; i < 12; i++) await flushOutbox(transport(), { ignoreBackoff: true, random: () => 1 });
    const [item] = (await readOutbox()).items;
    expect(item!.attempts).toBe(12);
    expect(Date.parse(item!.nextAttemptAt!) - Date.parse(item!.lastAttemptAt!)).toBe(SYNC_MAX_BACKOFF_MS);

    const requests = server.requests.length;
    const report = await flushOutbox(transport()); // respects the backoff
    expect(report.sent).toBe(0);
    expect(server.requests).toHaveLength(requests);
  });

  it('5xx: stays pending; 429 honours Retry-After', async () => {
    await queueResponse(submission(), 'A');
    server.mode = '5xx';
    await flushOutbox(transport(), { random: () => 0 });
    expect((await readOutbox()).items[0]).toMatchObject({ state: 'pending', attempts: 1 });
    server.mode = '429';
    const at = new Date();
    await flushOutbox(transport(), { ignoreBackoff: true, random: () => 0, now: () => at });
    const item = (await readOutbox()).items[0]!;
    expect(item.attempts).toBe(2);
    expect(Date.parse(item.nextAttemptAt!) - at.getTime()).toBeGreaterThanOrEqual(29_000);
  });

  it('a failure backs off the items behind the failed batch too, without counting an attempt', async () => {
    for (let i = 0; i < 3; i++) await queueResponse(submission(), 'A');
    server.mode = 'down';
    await flushOutbox(transport(), { batchSize: 1 });
    expect(server.requests).toHaveLength(1);
    const items = (await readOutbox()).items;
    expect(items.map((i) => i.attempts).sort()).toEqual([0, 0, 1]);
    expect(items.every((i) => i.nextAttemptAt !== null)).toBe(true);
  });

  it('permanent rejection: kept as rejected with its problem', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    server.reject.set(s.responseId, { permanent: true, code: 'VALIDATION', message: 'q1 is required' });
    const report = await flushOutbox(transport());
    expect(report.rejected).toBe(1);
    expect((await readOutbox()).items[0]).toMatchObject({
      state: 'rejected', problem: { code: 'VALIDATION', message: 'q1 is required' },
    });
    await flushOutbox(transport(), { ignoreBackoff: true });
    expect(server.requests).toHaveLength(1); // not resent on its own
  });

  it('non-permanent rejection: needs attention with the reason', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    server.reject.set(s.responseId, { permanent: false, code: 'UNAUTHORIZED', message: 'Sign in' });
    await flushOutbox(transport());
    expect((await readOutbox()).items[0]).toMatchObject({ state: 'needs-attention', problem: { code: 'UNAUTHORIZED' } });
  });

  it('a server error on one item is retried by itself later, not handed to a person', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    server.reject.set(s.responseId, { permanent: false, code: 'SERVER_ERROR', message: 'Save error!' });
    await flushOutbox(transport());
    const [item] = (await readOutbox()).items;
    expect(item).toMatchObject({ state: 'pending', attempts: 1, problem: { code: 'SERVER_ERROR' } });
    expect(Date.parse(item!.nextAttemptAt!)).toBeGreaterThan(Date.now());
    server.reject.delete(s.responseId);
    await flushOutbox(transport(), { ignoreBackoff: true });
    expect(await db.outbox.count()).toBe(0);
  });

  it('a whole batch refused with 401 needs attention', async () => {
    await queueResponse(submission(), 'A');
    server.mode = '401';
    const report = await flushOutbox(transport());
    expect(report.needsAttention).toBe(1);
    expect((await readOutbox()).items[0]).toMatchObject({ state: 'needs-attention', problem: { message: 'Please sign in' } });
  });

  it.each([400, 401, 403, 404])(
    'a %i page that is not the server\'s (a captive portal, a proxy) is retried later with backoff, not handed to a person',
    async (status) => {
      await queueResponse(submission(), 'A');
      await queueResponse(submission(), 'B');
      const portal: typeof fetch = () => Promise.resolve(new Response('<html>Đăng nhập Wi-Fi</html>', { status, headers: { 'content-type': 'text/html' } }));
      const report = await flushOutbox(createFetchTransport({ fetch: portal }));
      expect(report).toMatchObject({ needsAttention: 0, retrying: 2, errorCode: 'HTTP_ERROR' });
      const { items } = await readOutbox();
      expect(items.map((i) => i.state)).toEqual(['pending', 'pending']);
      expect(items.every((i) => i.nextAttemptAt !== null)).toBe(true);

      await flushOutbox(transport(), { ignoreBackoff: true }); // the real server is reached again
      expect(await db.outbox.count()).toBe(0);
    },
  );

  it('no sync config: nothing is sent, the item waits', async () => {
    await db.meta.delete('syncConfig');
    await queueResponse(submission(), 'A');
    const report = await flushOutbox(transport());
    expect(server.requests).toHaveLength(0);
    expect(report.error).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('exactly once', () => {
  it('a duplicate ack removes the item', async () => {
    const s = submission();
    server.stored.set(s.responseId, s);
    await queueResponse(s, 'A');
    const report = await flushOutbox(transport());
    expect(report.saved).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('two concurrent flushes send each item once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await queueResponse(submission(), 'A')).responseId);
    const [one, two] = await Promise.all([flushOutbox(transport()), flushOutbox(transport())]);
    expect([one.skipped, two.skipped].sort()).toEqual([false, true]);
    expect(server.received.sort()).toEqual(ids.sort());
    expect(await db.outbox.count()).toBe(0);
  });

  it('interrupted after the server stored it, before the ack: resent, stored once, outbox empty', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    server.dropReplyOnce = true;
    const first = await flushOutbox(transport());
    expect(first.retrying).toBe(1);
    expect(await db.outbox.count()).toBe(1);

    const second = await flushOutbox(transport(), { ignoreBackoff: true });
    expect(second.saved).toBe(1);
    expect(server.received).toEqual([s.responseId, s.responseId]);
    expect(server.stored.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it("a 'sending' state left by a closed page is sent again", async () => {
    const s = submission();
    await queueResponse(s, 'A');
    await db.outbox.update(s.responseId, { state: 'sending' });
    const report = await flushOutbox(transport());
    expect(report.saved).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queueing the same responseId twice keeps one item with the first content', async () => {
    const s = submission();
    await queueResponse(s, 'A');
    await queueResponse({ ...s, answers: { q1: 'other' } }, 'A');
    expect(await db.outbox.count()).toBe(1);
    expect((await readOutbox()).items[0]!.submission.answers).toEqual({ q1: 'yes' });
  });
});
