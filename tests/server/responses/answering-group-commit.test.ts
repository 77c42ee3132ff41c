import { type SQL, count, eq, inArray } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answers, responses } from '#server/db/schema/index';
import { withFormLocks } from '#server/responses/form-locks';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, signIn } from '../helpers';
import { formWithSettings, sampleAnswer, storedCount, submitTo } from '../answering-helpers';

let t: TestApp;
let cookie: string;
let form: CreatedForm;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t);
  form = await createForm(t, cookie);
});
afterAll(async () => { await t.close(); });
afterEach(() => { vi.restoreAllMocks(); });

const dialect = new PgDialect();
/**
 * PGlite runs each statement synchronously in this thread: a write is over before the next
 * request reaches the queue, so only PostgreSQL shows writes carrying several requests.
 */
const groupsWrites = Boolean(process.env.DATABASE_URL);
const expectFewerWritesThan = (writes: number, requests: number) =>
  expect(writes).toBeLessThan(groupsWrites ? requests : requests + 1);

/** Counts the statements that insert responses, sent by the server outside a transaction from now on. */
function countResponseInserts(): () => number {
  const spy = vi.spyOn(t.db as unknown as { execute(query: SQL): Promise<unknown> }, 'execute');
  return () => spy.mock.calls.filter(([query]) => dialect.sqlToQuery(query).sql.includes('INSERT INTO responses')).length;
}

const storedRows = async (ids: string[]) =>
  (await t.db.select({ n: count() }).from(responses).where(inArray(responses.id, ids)))[0]?.n ?? 0;
const answerRows = async (id: string) => (await t.db.select({ n: count() }).from(answers).where(eq(answers.responseId, id)))[0]?.n ?? 0;

describe('single submissions arriving together (group commit)', () => {
  it('writes concurrent singles in fewer statements than requests, each stored exactly once and acknowledged as saved', async () => {
    const inserts = countResponseInserts();
    const items = Array.from({ length: 30 }, () => sampleAnswer(form.id));
    const replies = await Promise.all(items.map((item) => submitTo(t, item)));
    expect(replies.map((r) => r.statusCode)).toEqual(items.map(() => 200));
    const acknowledged = replies.map((r) => data<{ responseId: string; duplicate: boolean }>(r));
    expect(acknowledged.map((a) => [a.responseId, a.duplicate])).toEqual(items.map((item) => [item.responseId, false]));
    expect(await storedRows(items.map((i) => i.responseId))).toBe(30);
    for (const item of items.slice(0, 3)) expect(await answerRows(item.responseId)).toBe(1);
    expectFewerWritesThan(inserts(), 30);
  });

  it('gives each of duplicates, conflicts and new answers written together its own reply', async () => {
    const stored = sampleAnswer(form.id);
    expect((await submitTo(t, stored)).statusCode).toBe(200);
    const twice = sampleAnswer(form.id);
    const contested = sampleAnswer(form.id);
    const fresh = Array.from({ length: 10 }, () => sampleAnswer(form.id));
    const inserts = countResponseInserts();
    const [replay, changed, twiceA, twiceB, contestedA, contestedB, ...freshReplies] = await Promise.all([
      submitTo(t, stored),
      submitTo(t, { ...stored, answers: { q1: 'Changed' } }),
      submitTo(t, twice),
      submitTo(t, twice),
      submitTo(t, contested),
      submitTo(t, { ...contested, answers: { q1: 'Other' } }),
      ...fresh.map((item) => submitTo(t, item)),
    ]);
    expectFewerWritesThan(inserts(), 16);
    expect(data(replay)).toMatchObject({ responseId: stored.responseId, duplicate: true });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ success: false, code: 'RESPONSE_CONFLICT' });
    const twiceSeen = [twiceA, twiceB].map((r) => data<{ duplicate: boolean }>(r).duplicate).sort();
    expect(twiceSeen).toEqual([false, true]);
    expect([contestedA, contestedB].map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(freshReplies.map((r) => r.statusCode)).toEqual(fresh.map(() => 200));
    expect(await storedRows([stored, twice, contested, ...fresh].map((i) => i.responseId))).toBe(13);
  });

  it('stores exactly maxAnswers of 20 concurrent singles and refuses the rest with FORM_FULL', async () => {
    const limited = await formWithSettings(t, cookie, { maxAnswers: 7 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => submitTo(t, sampleAnswer(limited.id))));
    const codes = replies.map((r) => (r.statusCode === 200 ? 'saved' : r.json<{ code: string }>().code));
    expect(codes.filter((c) => c === 'saved')).toHaveLength(7);
    expect(codes.filter((c) => c === 'FORM_FULL')).toHaveLength(13);
    expect(await storedCount(t, limited.id)).toBe(7);
  });

  it('keeps one answer per device among concurrent singles of several devices', async () => {
    const once = await formWithSettings(t, cookie, { answerLimit: true });
    const devices = ['d1', 'd2', 'd3'];
    const replies = await Promise.all(devices.flatMap((deviceId) => Array.from({ length: 4 }, () => submitTo(t, sampleAnswer(once.id, { deviceId })))));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.statusCode !== 200).map((r) => r.json<{ code: string }>().code)).toEqual(Array(9).fill('ANSWER_LIMIT'));
    expect(await storedCount(t, once.id)).toBe(3);
  });

  it('refuses only the item the database refuses when written together, saving the others whole', async () => {
    const good = Array.from({ length: 12 }, () => sampleAnswer(form.id));
    const bad = sampleAnswer(form.id, { answers: { q1: 'a\u0000b' } });
    const replies = await Promise.all([...good.slice(0, 6), bad, ...good.slice(6)].map((item) => submitTo(t, item)));
    const badReply = replies[6]!;
    expect(badReply.statusCode).toBe(400);
    expect(badReply.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(replies.filter((r) => r !== badReply).map((r) => r.statusCode)).toEqual(good.map(() => 200));
    expect(await storedRows(good.map((i) => i.responseId))).toBe(12);
    for (const item of good) expect(await answerRows(item.responseId)).toBe(1);
    expect(await storedRows([bad.responseId])).toBe(0);
    expect(await answerRows(bad.responseId)).toBe(0);
  });

  // PGlite has one connection: a transaction held by the test would hold every statement
  it.runIf(groupsWrites)('does not keep answers to a form without limits waiting behind a limited form whose lock is held', async () => {
    const limited = await formWithSettings(t, cookie, { maxAnswers: 100 });
    const free = sampleAnswer(form.id);
    const { limitedReplies, freeReply } = await withFormLocks(t.db, [limited.id], async () => {
      // as another process holding the form's lock: these wait for it, filling the writes in flight
      const waiting = Array.from({ length: 6 }, () => submitTo(t, sampleAnswer(limited.id)));
      return { limitedReplies: Promise.all(waiting), freeReply: await submitTo(t, free) };
    });
    expect(freeReply.statusCode).toBe(200);
    expect((await limitedReplies).map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await storedCount(t, limited.id)).toBe(6);
  });
});
