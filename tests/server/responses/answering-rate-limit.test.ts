import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { rateLimits, responses } from '#server/db/schema/index';
import type { Db } from '#server/db/connect';
import { countSubmission } from '#server/responses/submission-rate';
import { type CreatedForm, type TestApp, createForm, createTestApp, createUser, data, signIn } from '../helpers';

/** A window of a day, so a test never straddles a window's edge. */
const limits = { perAddress: 3, perUser: 2, windowSeconds: 24 * 3600 };

let t: TestApp;
let form: CreatedForm;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ submissionLimits: limits });
  form = await createForm(t, await signIn(t));
  await createUser(t, { username: 'field-worker', password: 'Field-Worker1' });
  staff = await signIn(t, 'field-worker', 'Field-Worker1');
});
afterAll(async () => { await t.close(); });

const answer = () => ({ responseId: randomUUID(), formId: form.id, answers: { q1: 'Lan' } });
const from = (address: string, cookie?: string) => ({
  single: (item: object) => t.request({ method: 'POST', url: api.saveResponse, payload: item, remoteAddress: address, headers: { 'accept-language': 'en' }, ...(cookie ? { cookie } : {}) }),
  batch: (items: object[]) => t.request({ method: 'POST', url: api.saveResponses, payload: { responses: items }, remoteAddress: address, ...(cookie ? { cookie } : {}) }),
});
const rows = async (responseId: string) => (await t.db.select({ n: count() }).from(responses).where(eq(responses.id, responseId)))[0]!.n;

describe('submissions are limited per address, a batch counting once', () => {
  it('counts a batch of 100 as one request, then answers 429 in the envelope with Retry-After and writes nothing', async () => {
    const office = from('203.0.113.7');
    const hundred = Array.from({ length: 100 }, answer);
    const flush = await office.batch(hundred);
    expect(flush.statusCode).toBe(200);
    expect(data<{ results: { status: string }[] }>(flush).results.filter((r) => r.status === 'saved')).toHaveLength(100);
    expect((await office.single(answer())).statusCode).toBe(200);
    expect((await office.batch([answer(), answer()])).statusCode).toBe(200);

    const refused = answer();
    const over = await office.single(refused);
    expect(over.statusCode).toBe(429);
    const body = over.json<{ success: boolean; code: string; message: string }>();
    expect(body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(body.message).toMatch(/^Too many answers were sent from this connection\. Please wait \d+ seconds/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const overBatch = await office.batch([refused]);
    expect(overBatch.statusCode).toBe(429);
    expect(overBatch.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(await rows(refused.responseId)).toBe(0);

    expect((await from('198.51.100.9').single(refused)).statusCode).toBe(200);
  });

  it('limits signed-in staff per person, not by the address they share with the public', async () => {
    const shared = '192.0.2.44';
    for (let i = 0; i < limits.perAddress; i++) expect((await from(shared).single(answer())).statusCode).toBe(200);
    expect((await from(shared).single(answer())).statusCode).toBe(429);
    const worker = from(shared, staff);
    expect((await worker.batch([answer(), answer()])).statusCode).toBe(200);
    expect((await worker.single(answer())).statusCode).toBe(200);
    expect((await worker.single(answer())).statusCode).toBe(429);
    expect((await from('192.0.2.45', staff).single(answer())).statusCode).toBe(429);
  });
});

describe('a burst of submissions from one address', () => {
  it('is counted with far fewer upserts of the shared counter than requests, with the outcome of one by one', async () => {
    let upserts = 0;
    const counting: Db = new Proxy(t.db, {
      get(target, prop, receiver): unknown {
        if (prop === 'insert') upserts++;
        return Reflect.get(target, prop, receiver);
      },
    });
    const address = '203.0.113.99';
    const burst = await Promise.allSettled(Array.from({ length: 20 }, () => countSubmission(counting, { ...limits, perAddress: 5 }, null, address)));
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refusals = burst.flatMap((r) => (r.status === 'rejected' ? [r.reason as { status: number }] : []));
    expect(refusals.map((e) => e.status)).toEqual(Array.from({ length: 15 }, () => 429));
    // the refused are given back: the window holds the 5 accepted
    const [row] = await t.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, `answers:address:${address}`));
    expect(row?.count).toBe(5);
    expect(upserts).toBeLessThanOrEqual(2);
  });

  it('still saves exactly the allowed number of concurrent submissions and refuses the rest with 429', async () => {
    const burst = from('203.0.113.100');
    const items = Array.from({ length: 10 }, answer);
    const replies = await Promise.all(items.map((item) => burst.single(item)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(limits.perAddress);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(10 - limits.perAddress);
    const stored = await Promise.all(items.map((item) => rows(item.responseId)));
    expect(stored.reduce((a, b) => a + b, 0)).toBe(limits.perAddress);
  });
});
