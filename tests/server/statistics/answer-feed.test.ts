import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerFeed, IntegrationSaved } from '#core/api';
import { api } from '#core/api';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { answers, forms, integrateUsers, responses } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, otherCompanyUser, shareFormRow, signIn } from '../helpers';
import { bearer, createAccount, withBearer } from '../integrations/integrations-fixture';

let t: TestApp;
let cookie: string;
let account: IntegrationSaved;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t);
  account = await createAccount((o) => t.request({ ...o, cookie }), 'Answer puller');
  token = await bearer(t, account);
});
afterAll(async () => { await t.close(); });

/** A published form the account may read (shared with its service user as a viewer). */
async function sharedForm(): Promise<CreatedForm> {
  const form = await createForm(t, cookie);
  const [row] = await t.db.select({ userId: integrateUsers.userId }).from(integrateUsers).where(eq(integrateUsers.id, account.id));
  await shareFormRow(t, form.id, row!.userId!, 2);
  return form;
}

/** `count` answers stored with one and the same received time (as one batch upload stores them). */
async function storeAnswers(db: Db, form: CreatedForm, count: number, receivedAt: Date): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.insert(responses).values(ids.map((id) => ({ id, formId: form.id, companyId: t.companyId, formVersion: form.version, contentHash: id, receivedAt })));
  return ids;
}

/**
 * The feed serves a transaction once every older one has ended, and on PostgreSQL "every" is the
 * whole cluster's: CI's parallel test files on the same server may still run theirs. Waits until
 * every transaction begun before this call has ended (at once on PGlite and on a quiet server).
 */
async function settled(): Promise<void> {
  const horizon = async () => rowsOf<{ xmin: string; xmax: string }>(await t.db.execute(
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax`))[0];
  const before = BigInt((await horizon())?.xmax ?? '0');
  await expect.poll(async () => BigInt((await horizon())?.xmin ?? '0') >= before, { timeout: 30_000 }).toBe(true);
}

/** Answers stored and then visible to the feed (see settled). */
async function storeVisible(form: CreatedForm, count: number, receivedAt: Date): Promise<string[]> {
  const ids = await storeAnswers(t.db, form, count, receivedAt);
  await settled();
  return ids;
}

const feedUrl = (formId: number, cursor: string | null, limit: number) =>
  `${api.formAnswerFeed(formId)}?limit=${limit}${cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`}`;
const pull = (formId: number, cursor: string | null, limit = 10, headers: Record<string, string> = withBearer(t, token)) =>
  t.app.inject({ method: 'GET', url: feedUrl(formId, cursor, limit), headers });

/** Pages until the feed says nothing more is ready; every response id seen, in order, and where to resume. */
async function pullAll(formId: number, cursor: string | null, limit = 10) {
  const seen: string[] = [];
  for (;;) {
    const res = await pull(formId, cursor, limit);
    expect(res.statusCode, res.body).toBe(200);
    const page = data<AnswerFeed>(res);
    expect(page.data.length).toBeLessThanOrEqual(limit);
    seen.push(...page.data.map((row) => row.responseId));
    cursor = page.nextCursor;
    if (!page.hasMore) return { seen, cursor };
  }
}

const sorted = (ids: readonly string[]) => [...ids].sort();

describe('the answer feed: everything since the last one I got', () => {
  it('answers sharing one received time come in pages, each exactly once, with their answers', async () => {
    const form = await sharedForm();
    const at = new Date('2026-05-01T08:00:00Z');
    const ids = await storeVisible(form, 25, at);
    await t.db.insert(answers).values({ responseId: ids[7]!, formId: form.id, elementId: 'q1', value: 'Hà Nội', valueText: 'Hà Nội' });
    await settled();
    const first = data<AnswerFeed>(await pull(form.id, null));
    expect(first.data).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const rest = await pullAll(form.id, first.nextCursor);
    const seen = [...first.data.map((row) => row.responseId), ...rest.seen];
    expect(seen).toHaveLength(25);
    expect(sorted(seen)).toEqual(sorted(ids));
    const all = [...first.data, ...data<AnswerFeed>(await pull(form.id, null, 500)).data];
    expect(all.find((row) => row.responseId === ids[7])?.answers).toEqual({ q1: 'Hà Nội' });
    expect(all.every((row) => row.receivedAt === at.toISOString())).toBe(true);
  });

  it('answers arriving between pages, even stamped earlier than ones already pulled, each come exactly once', async () => {
    const form = await sharedForm();
    const at = new Date('2026-05-02T08:00:00Z');
    const before = await storeVisible(form, 15, at);
    const first = data<AnswerFeed>(await pull(form.id, null));
    // arriving while the client pages: the same time, and an earlier one (a transaction that began before and committed after)
    const sameTime = await storeVisible(form, 4, at);
    const earlier = await storeVisible(form, 3, new Date(at.getTime() - 60_000));
    const rest = await pullAll(form.id, first.nextCursor, 7);
    const seen = [...first.data.map((row) => row.responseId), ...rest.seen];
    expect(sorted(seen)).toEqual(sorted([...before, ...sameTime, ...earlier]));
    // later still: only the new ones; and an empty poll keeps the cursor
    const later = await storeVisible(form, 2, new Date(at.getTime() - 3_600_000));
    const next = await pullAll(form.id, rest.cursor);
    expect(sorted(next.seen)).toEqual(sorted(later));
    const idle = data<AnswerFeed>(await pull(form.id, next.cursor));
    expect(idle).toEqual({ data: [], nextCursor: next.cursor, hasMore: false });
  });

  it('an empty feed answers no cursor; a cookie user who may read the form pulls it too', async () => {
    const form = await sharedForm();
    expect(data<AnswerFeed>(await pull(form.id, null))).toEqual({ data: [], nextCursor: null, hasMore: false });
    await storeVisible(form, 1, new Date());
    const res = await pull(form.id, null, 10, t.headers({ cookie }));
    expect(data<AnswerFeed>(res).data).toHaveLength(1);
  });

  it('a cursor this server did not make, one of another database history, or a limit out of range: 400 naming the field, in the caller\'s language', async () => {
    const form = await sharedForm();
    const forged = [
      'garbage!', Buffer.from('1.7.12.not-a-uuid').toString('base64url'), Buffer.from(`1.7.99999999999999999999.${randomUUID()}`).toString('base64url'),
      Buffer.from(`2.7.12.${randomUUID()}`).toString('base64url'), Buffer.from(`1.12.${randomUUID()}`).toString('base64url'), 'x'.repeat(201),
    ];
    for (const cursor of forged) {
      const res = await t.app.inject({ method: 'GET', url: feedUrl(form.id, cursor, 10), headers: { ...withBearer(t, token), 'accept-language': 'en' } });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', errors: [{ field: 'cursor', message: expect.stringContaining('The cursor is not one this server gave') as unknown }] });
    }
    // a cursor of another database history (made before a restore or a move to another server)
    const made = data<AnswerFeed>(await pull(form.id, null));
    await storeVisible(form, 1, new Date());
    const mine = Buffer.from(data<AnswerFeed>(await pull(form.id, made.nextCursor)).nextCursor!, 'base64url').toString('utf8');
    const elsewhere = Buffer.from(mine.replace(/^1\.\d+\./, '1.123.')).toString('base64url');
    const moved = await t.app.inject({ method: 'GET', url: feedUrl(form.id, elsewhere, 10), headers: { ...withBearer(t, token), 'accept-language': 'en' } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ errors: [{ field: 'cursor', message: expect.stringContaining('from before the database was restored or moved') as unknown }] });
    for (const limit of [0, 501]) {
      const res = await pull(form.id, null, limit);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'limit' }] });
    }
  });

  it('a form the account may not read: 403; a form of another company: 404; no token: 401', async () => {
    const unshared = await createForm(t, cookie);
    await storeVisible(unshared, 2, new Date());
    expect((await pull(unshared.id, null)).statusCode).toBe(403);
    const foreign = await sharedForm();
    const other = await otherCompanyUser(t, 'feed-outsider');
    await t.db.update(forms).set({ companyId: other.companyId }).where(eq(forms.id, foreign.id));
    expect((await pull(foreign.id, null)).statusCode).toBe(404);
    expect((await pull(foreign.id, null, 10, t.headers())).statusCode).toBe(401);
  });
});

// PGlite runs one transaction at a time: the race needs PostgreSQL (CI's DATABASE_URL run)
describe.skipIf(!process.env.DATABASE_URL)('the answer feed on PostgreSQL, with a transaction still open', () => {
  it('an answer committed after a later one is never skipped: the feed waits for the older transaction', async () => {
    const form = await sharedForm();
    let commit = () => {};
    const held = new Promise<void>((resolve) => { commit = resolve; });
    let early: string[] = [];
    let stored = () => {};
    const inserted = new Promise<void>((resolve) => { stored = resolve; });
    const slow = t.db.transaction(async (tx) => {
      early = await storeAnswers(tx, form, 1, new Date('2026-05-03T08:00:00Z'));
      stored();
      await held;
    });
    await inserted;
    let late: string[] = [];
    let meanwhile: Awaited<ReturnType<typeof pullAll>>;
    try {
      late = await storeAnswers(t.db, form, 1, new Date('2026-05-03T09:00:00Z'));
      meanwhile = await pullAll(form.id, null);
    } finally {
      commit();
      await slow;
    }
    expect(meanwhile.seen).toEqual([]);
    // "older than every running transaction" is cluster-wide: other tests' transactions on the same
    // server may hold the feed back a moment longer, never make it skip
    const after: string[] = [];
    let cursor = meanwhile.cursor;
    await expect.poll(async () => {
      const page = await pullAll(form.id, cursor);
      after.push(...page.seen);
      cursor = page.cursor;
      return after.length;
    }, { timeout: 30_000 }).toBe(2);
    expect(after).toEqual([...early, ...late]);
  });
});
