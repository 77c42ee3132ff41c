import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { AnswerFilters, GroupByQuestion } from '#core/api';
import { type FormDesign, type FormDesignInput, FormStatus } from '#core/forms';
import type { Db } from '#server/db/connect';
import { isEmbedded } from '#server/db/is-embedded';
import { forms, responses } from '#server/db/schema/index';
import { designOf } from '#server/forms/form-view';
import { RECOUNT_CHUNK } from '#server/statistics/chunked-recount';
import { groupByQuestion } from '#server/statistics/group-by-question';
import type { Counting } from '#server/statistics/question-figures';
import { data } from '../helpers';
import { type StatisticsFixture, generator, randomAnswers, seedStatistics, statisticsDesign } from './statistics-fixture';

/**
 * Statistics that the buckets cannot answer (a respondent search, an answer condition) are
 * recounted from the answers; on PGlite a chunk of responses at a time (chunked-recount.ts), so
 * that no statement holds the embedded database for long. Every figure must equal the
 * one-statement recount's, whatever the chunk size and wherever its borders fall.
 */
let f: StatisticsFixture;
let design: FormDesign;
/** responses submitted with the very same time: chunk borders fall among equal times */
const SAME_TIME = 9;

/** v2: `dropdown` removed (its answers stay: a removed question) */
const withoutDropdown = (): FormDesignInput => ({ ...statisticsDesign, phases: [{ id: 'p1', elements: statisticsDesign.phases[0]!.elements.filter((e) => e.id !== 'dropdown') }] });

beforeAll(async () => {
  f = await seedStatistics(20261127);
  const random = generator(11);
  const at = new Date(Date.now() - 3 * 3600 * 1000).toISOString();
  const payload = { responses: Array.from({ length: SAME_TIME }, () => ({ responseId: randomUUID(), formId: f.form.id, formVersion: f.form.version, submittedAt: at, answers: randomAnswers(random) })) };
  const saved = data<{ results: { status: string }[] }>(await f.t.request({ method: 'POST', url: api.saveResponses, payload }));
  expect(saved.results.every((r) => r.status === 'saved')).toBe(true);
  const res = await f.t.request({ method: 'POST', url: api.formUpdate, cookie: f.people.owner, payload: { id: f.form.id, baseVersion: f.form.version, design: withoutDropdown() } });
  expect(res.statusCode, res.body).toBe(200);
  const version = data<{ version: number }>(res).version;
  await f.t.db.update(forms).set({ status: FormStatus.Active, publishedVersion: version }).where(eq(forms.id, f.form.id));
  const [row] = await f.t.db.select().from(forms).where(eq(forms.id, f.form.id));
  design = designOf(row!);
});
afterAll(async () => { await f?.t.close(); });

const filterSets: AnswerFilters[] = [
  { where: [{ elementId: 'radio', op: 'eq', value: 'yes' }] },
  { where: [{ elementId: 'checkbox', op: 'eq', value: 'other' }, { elementId: 'number', op: 'gte', value: '4' }] },
  { where: [{ elementId: 'dropdown', op: 'eq', value: 'hn' }] },
  { where: [{ elementId: 'text', op: 'contains', value: 'thu tuc' }], respondent: 'binh' },
  { where: [{ elementId: 'boolean', op: 'eq', value: 'true' }], from: new Date(Date.now() - 5 * 24 * 3600 * 1000).toISOString().slice(0, 10) },
  { where: [{ elementId: 'rating', op: 'eq', value: '99' }] },
  { where: [] },
];

/** Means are sums in another order: equal to 1e-9; every other figure exactly. */
function expectSameFigures(chunked: GroupByQuestion, recount: GroupByQuestion) {
  const withoutMeans = (reply: GroupByQuestion) => ({ ...reply, questions: reply.questions.map((q) => ({ ...q, numeric: q.numeric && { ...q.numeric, mean: null } })) });
  expect(withoutMeans(chunked)).toEqual(withoutMeans(recount));
  chunked.questions.forEach((q, i) => {
    const expected = recount.questions[i]?.numeric?.mean;
    if (expected == null) expect(q.numeric?.mean ?? null).toBeNull();
    else expect(q.numeric?.mean).toBeCloseTo(expected, 9);
  });
}

const statistics = (db: Db, filters: AnswerFilters, counting: Counting) => groupByQuestion(db, f.form.id, design, filters, undefined, 'vi', counting);
const responseCount = async () => (await f.t.db.select({ n: sql<number>`count(*)::int` }).from(responses).where(eq(responses.formId, f.form.id)))[0]!.n;

describe('statistics recounted in chunks', () => {
  it('equal the one-statement recount under every filter, whatever the chunk size and borders, removed questions included', async () => {
    const total = await responseCount();
    expect(total).toBe(300 + SAME_TIME);
    for (const filters of filterSets) {
      const recount = await statistics(f.t.db, filters, 'recount');
      expect(recount.questions.some((q) => q.elementId === 'dropdown' && q.removedAfterVersion !== undefined)).toBe(true);
      for (const chunk of [7, total - 1, total + 1]) expectSameFigures(await statistics(f.t.db, filters, { chunk }), recount);
    }
    expectSameFigures(await statistics(f.t.db, filterSets[0]!, 'auto'), await statistics(f.t.db, filterSets[0]!, 'recount'));
  }, 120_000);

  it('equal it with a chunk border after every response, among responses of the very same time too', async () => {
    const filters = filterSets[1]!;
    const recount = await statistics(f.t.db, filters, 'recount');
    for (const chunk of [1, 2, SAME_TIME - 1]) expectSameFigures(await statistics(f.t.db, filters, { chunk }), recount);
  }, 120_000);

  it('an empty form or a filter that keeps nothing gives zeros, as the recount', async () => {
    const none = await statistics(f.t.db, filterSets[5]!, { chunk: 3 });
    expect(none.total).toBe(0);
    expectSameFigures(none, await statistics(f.t.db, filterSets[5]!, 'recount'));
  });

  // PGlite only: on PostgreSQL the recount stays one statement (other connections go on meanwhile)
  it.skipIf(!isEmbedded(f?.t.db ?? ({} as Db)) && Boolean(process.env.DATABASE_URL))('on PGlite no statement of a filtered statistics request holds the database as long as the one-statement recount', async () => {
    // many chunks: the form's responses copied until there are several thousand
    await f.t.db.execute(sql`create temporary table copies as
      select r.*, gen_random_uuid() as copy_id from responses r, generate_series(1, 60) where r.form_id = ${f.form.id}`);
    await f.t.db.execute(sql`insert into responses (id, form_id, company_id, form_version, user_id, device_id, content_hash, submitted_at, verified_email, verified_phone, received_at)
      select copy_id, form_id, company_id, form_version, user_id, device_id, content_hash, submitted_at, verified_email, verified_phone, received_at from copies`);
    await f.t.db.execute(sql`insert into answers (response_id, form_id, element_id, value, value_text, value_number)
      select c.copy_id, a.form_id, a.element_id, a.value, a.value_text, a.value_number from copies c join answers a on a.response_id = c.id`);
    await f.t.db.execute(sql`analyze responses, answers`);
    expect(await responseCount()).toBeGreaterThan(RECOUNT_CHUNK * 7);

    // each statement timed alone (PGlite queues statements sent together), in CPU time of this process: PGlite runs in it,
    // and the machine's load does not count
    const longest: number[] = [];
    let tail: Promise<unknown> = Promise.resolve();
    const client = (f.t.db as unknown as { $client: PGlite }).$client;
    const timedQuery = (...args: Parameters<PGlite['query']>) => {
      const run = tail.then(async () => {
        const started = process.cpuUsage();
        try { return await client.query(...args); } finally { const used = process.cpuUsage(started); longest.push((used.user + used.system) / 1000); }
      });
      tail = run.catch(() => undefined);
      return run;
    };
    const timed = drizzle(new Proxy(client, {
      get(target, property, receiver) {
        if (property === 'query') return timedQuery;
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    })) as unknown as Db;
    const longestOf = async (counting: Counting) => {
      longest.length = 0;
      const reply = await statistics(timed, { where: [{ elementId: 'boolean', op: 'eq', value: 'true' }] }, counting);
      return { reply, ms: Math.max(...longest), sum: longest.reduce((a, b) => a + b, 0) };
    };
    // the process's CPU also counts V8's own threads (a collection, a compilation) during a statement: noise only adds,
    // so the least of three rounds is each side's figure (one outlier made a 25 ms chunk read 89 ms in a full run)
    const rounds: { recount: Awaited<ReturnType<typeof longestOf>>; auto: Awaited<ReturnType<typeof longestOf>> }[] = [];
    for (let round = 0; round < 3; round++) rounds.push({ recount: await longestOf('recount'), auto: await longestOf('auto') });
    for (const { recount, auto } of rounds) expectSameFigures(auto.reply, recount.reply);
    const recountMs = Math.min(...rounds.map((r) => r.recount.ms));
    const chunkMs = Math.min(...rounds.map((r) => r.auto.ms));
    console.log(`longest statement, CPU ms (least of 3 rounds): one-statement recount ${recountMs.toFixed(0)}, in chunks ${chunkMs.toFixed(0)}`);
    expect(chunkMs).toBeLessThan(recountMs / 2);

  }, 120_000);
});
