import { ErrorCode } from '#core/api';
import { createFetchTransport, db, discardItem, flushOutbox, queueResponse, readOutbox, type OutboxItem, type SyncTransport } from '#offline/index';
import { solveCaptcha } from '#offline/captcha/captcha-solve';
import { outboxRowSchema } from '#offline/rows';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, resetDb, submission, type FakeServer } from './helpers';

let server: FakeServer;
const transport = () => createFetchTransport({ fetch: server.fetch });

beforeEach(async () => {
  await resetDb();
  server = createFakeServer();
});
afterEach(() => vi.restoreAllMocks());

describe('draining a large outbox (bench/outbox-drain)', { timeout: 30_000 }, () => {
  it('reads the whole outbox once per round, not before every batch', async () => {
    for (let i = 0; i < 60; i++) await queueResponse(submission(), 'A');
    const wholeReads = vi.spyOn(db.outbox, 'toArray');
    const report = await flushOutbox(transport(), { batchSize: 5 });
    expect(report.saved).toBe(60);
    expect(server.requests).toHaveLength(12);
    expect(await db.outbox.count()).toBe(0);
    // one read finds the 60 answers, one more finds nothing left: never one per batch
    expect(wholeReads.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('looks for captcha refusals in one read per batch, not one per answer', async () => {
    for (let i = 0; i < 40; i++) await queueResponse(submission(), 'A');
    const proving = createFetchTransport({ fetch: server.fetch, solveCaptcha });
    const singleReads = vi.spyOn(db.outbox, 'get');
    const report = await flushOutbox(proving, { batchSize: 20 });
    expect(report.saved).toBe(40);
    expect(singleReads).not.toHaveBeenCalled();
  });

  it('takes a saved batch out of the outbox in one deletion, not one per answer, keeping the refused one', async () => {
    const items: OutboxItem[] = [];
    for (let i = 0; i < 30; i++) items.push(await queueResponse(submission(), 'A'));
    const refused = items[7]!.responseId;
    server.reject.set(refused, { permanent: true, code: 'FORM_FULL', message: 'full' });
    const singleDeletes = vi.spyOn(db.outbox, 'delete');
    const report = await flushOutbox(transport(), { batchSize: 10 });
    expect(report).toMatchObject({ saved: 29, rejected: 1 });
    expect(singleDeletes).not.toHaveBeenCalled();
    expect((await db.outbox.toArray()).map((row) => `${row.responseId} ${row.state}`)).toEqual([`${refused} rejected`]);
  });

  it('writes each answered batch (its results and the sync time) in one commit', async () => {
    for (let i = 0; i < 30; i++) await queueResponse(submission(), 'A');
    // every IndexedDB transaction Dexie opens goes through its core; a nested one joins its parent's
    const opened = vi.spyOn(db.core, 'transaction');
    const commits = () => opened.mock.calls.filter(([, mode]) => mode === 'readwrite');
    const report = await flushOutbox(transport(), { batchSize: 10 });
    expect(report.saved).toBe(30);
    expect(commits()).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.meta.get('lastSyncAt')).toBeDefined();
  });

  it('reads nothing back for captchas when no answer of the batch was refused for one', async () => {
    for (let i = 0; i < 40; i++) await queueResponse(submission(), 'A');
    const proving = createFetchTransport({ fetch: server.fetch, solveCaptcha });
    const batchReads = vi.spyOn(db.outbox, 'bulkGet');
    const report = await flushOutbox(proving, { batchSize: 20 });
    expect(report.saved).toBe(40);
    // each batch is read once by key just before it goes, never again after its reply
    expect(batchReads).toHaveBeenCalledTimes(2);
  });

  it('backs the whole line off in one write when the server cannot be reached, not one update per answer', async () => {
    for (let i = 0; i < 30; i++) await queueResponse(submission(), 'A');
    server.mode = 'down';
    const singleUpdates = vi.spyOn(db.outbox, 'update');
    const report = await flushOutbox(transport(), { batchSize: 10 });
    expect(report).toMatchObject({ saved: 0, retrying: 30 });
    expect(singleUpdates).not.toHaveBeenCalled();
    const rows = await db.outbox.toArray();
    expect(rows.filter((row) => row.state === 'pending' && row.nextAttemptAt)).toHaveLength(30);
    expect(rows.filter((row) => row.attempts === 1)).toHaveLength(10);
  });

  it('never sends an answer the person discarded while an earlier batch was on its way', async () => {
    const items: OutboxItem[] = [];
    for (let i = 0; i < 4; i++) items.push(await queueResponse(submission(), 'A'));
    const discarded = items[3]!.responseId;
    let release!: () => void;
    server.hold = new Promise<void>((resolve) => (release = resolve));
    const flushing = flushOutbox(transport(), { batchSize: 2 });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    await discardItem(discarded);
    server.hold = null;
    release();
    const report = await flushing;
    expect(report.saved).toBe(3);
    expect(server.received).not.toContain(discarded);
    expect([...server.stored.keys()].sort()).toEqual(items.slice(0, 3).map((item) => item.responseId).sort());
  });

  it('sends the next batch while the previous reply is being written, each answer stored once', async () => {
    const items: OutboxItem[] = [];
    for (let i = 0; i < 6; i++) items.push(await queueResponse(submission(), 'A'));
    const refused = items[0]!.responseId;
    server.reject.set(refused, { permanent: false, code: ErrorCode.CaptchaRequired, message: 'captcha' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // the first batch's reply is written up to its captcha, whose proof comes once the second batch has reached the server
    const proving: SyncTransport = {
      ...transport(),
      proveCaptcha: async () => {
        await held;
        return { captchaId: crypto.randomUUID(), captchaAnswer: 'solved' };
      },
    };
    const flushing = flushOutbox(proving, { batchSize: 2 });
    try {
      await vi.waitFor(() => expect(server.requests).toHaveLength(2), { timeout: 3000 });
    } finally {
      server.reject.delete(refused);
      release();
    }
    const report = await flushing;
    expect(report.saved).toBe(6);
    expect([...server.stored.keys()].sort()).toEqual(items.map((item) => item.responseId).sort());
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends an answer queued while the flush runs in the same flush', async () => {
    for (let i = 0; i < 4; i++) await queueResponse(submission(), 'A');
    let release!: () => void;
    server.hold = new Promise<void>((resolve) => (release = resolve));
    const flushing = flushOutbox(transport(), { batchSize: 2 });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    const late = await queueResponse(submission(), 'A');
    server.hold = null;
    release();
    const report = await flushing;
    expect(report.saved).toBe(5);
    expect(server.stored.has(late.responseId)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('reading a large outbox again', { timeout: 30_000 }, () => {
  it('validates only the rows that changed since the last read', async () => {
    const items: OutboxItem[] = [];
    for (let i = 0; i < 30; i++) items.push(await queueResponse(submission(), 'A'));
    await readOutbox();
    const validations = vi.spyOn(outboxRowSchema, 'safeParse');
    await db.outbox.update(items[0]!.responseId, { attempts: 2 });
    const { items: read } = await readOutbox();
    expect(read).toHaveLength(30);
    expect(read.find((item) => item.responseId === items[0]!.responseId)?.attempts).toBe(2);
    expect(validations).toHaveBeenCalledTimes(1);
  });

  it('still finds a row damaged since it was last read unreadable', async () => {
    const item = await queueResponse(submission(), 'A');
    expect((await readOutbox()).items).toHaveLength(1);
    await db.outbox.update(item.responseId, { 'submission.answers': 'not answers' });
    const snapshot = await readOutbox();
    expect(snapshot.items).toHaveLength(0);
    expect(snapshot.unreadable.map((row) => row.responseId)).toEqual([item.responseId]);
  });
});
