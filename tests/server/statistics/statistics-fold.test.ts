import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { AnswerFilters, GroupByQuestion } from '#core/api';
import type { FormDesign } from '#core/forms';
import { forms, responses, statisticsDeltas } from '#server/db/schema/index';
import { designOf } from '#server/forms/form-view';
import { bucketTotal } from '#server/statistics/bucket-reads';
import { groupByQuestion } from '#server/statistics/group-by-question';
import { foldStatistics, startStatisticsFold } from '#server/statistics/statistics-fold';
import { type StatisticsFixture, generator, randomAnswers, seedStatistics } from './statistics-fixture';

/**
 * The submissions append their counts to `statistics_deltas`; the fold moves them into the
 * buckets. Whatever has been folded, the figures are those of a full recount, and a read
 * running while a fold commits sees every response exactly once.
 */
let f: StatisticsFixture;
let design: FormDesign;
const random = generator(17);
const allDays: AnswerFilters = { where: [] };

beforeAll(async () => {
  f = await seedStatistics(20261127);
  const [row] = await f.t.db.select().from(forms).where(eq(forms.id, f.form.id));
  design = designOf(row!);
});
afterAll(async () => { await f?.t.close(); });

async function submit(n: number, responseIds = Array.from({ length: n }, () => randomUUID())) {
  const payload = { responses: responseIds.map((responseId) => ({
    responseId, formId: f.form.id, formVersion: f.form.version, submittedAt: new Date(Date.now() - 60_000).toISOString(), answers: randomAnswers(random),
  })) };
  const res = await f.t.request({ method: 'POST', url: api.saveResponses, payload });
  expect(res.statusCode, res.body).toBe(200);
  return responseIds;
}

const unfolded = async () => (await f.t.db.select({ n: count() }).from(statisticsDeltas).where(eq(statisticsDeltas.formId, f.form.id)))[0]?.n ?? 0;
const stored = async () => (await f.t.db.select({ n: count() }).from(responses).where(eq(responses.formId, f.form.id)))[0]?.n ?? 0;

/** The means are sums divided in another order: equal to 1e-9; every other figure exactly. */
async function expectRecountFigures() {
  const [counted, recount] = await Promise.all([
    groupByQuestion(f.t.db, f.form.id, design, allDays, undefined, 'vi'),
    groupByQuestion(f.t.db, f.form.id, design, allDays, undefined, 'vi', 'recount'),
  ]);
  const withoutMeans = (reply: GroupByQuestion) => ({ ...reply, questions: reply.questions.map((q) => ({ ...q, numeric: q.numeric && { ...q.numeric, mean: null } })) });
  expect(withoutMeans(counted)).toEqual(withoutMeans(recount));
  counted.questions.forEach((q, i) => expect(q.numeric?.mean ?? 0).toBeCloseTo(recount.questions[i]?.numeric?.mean ?? 0, 9));
  expect(counted.total).toBe(await stored());
  return counted;
}

describe('the statistics fold', () => {
  it('gives the figures of a full recount before a fold, after it, and after a retry that stored nothing', async () => {
    const sent = await submit(12);
    expect(await unfolded()).toBeGreaterThan(0);
    const before = await expectRecountFigures();
    expect(await foldStatistics(f.t.db)).toBe(true);
    expect(await unfolded()).toBe(0);
    expect(await expectRecountFigures()).toEqual(before);
    await submit(sent.length, sent);
    expect(await unfolded()).toBe(0);
    await submit(5);
    await foldStatistics(f.t.db);
    await submit(3);
    await expectRecountFigures();
  });

  it('appends one count per key for a write of many responses, not one per response (fewer rows to insert and fold)', async () => {
    await foldStatistics(f.t.db);
    await submit(12);
    const counts = await f.t.db.select({ n: statisticsDeltas.n }).from(statisticsDeltas)
      .where(and(eq(statisticsDeltas.formId, f.form.id), eq(statisticsDeltas.measure, 'response')));
    expect(counts).toEqual([{ n: 12 }]);
    await expectRecountFigures();
  });

  // PGlite runs one statement at a time: nothing commits while a read runs
  it.runIf(process.env.DATABASE_URL)('counts every response exactly once in reads running while folds commit and submissions arrive (PostgreSQL)', async () => {
    let submitting = true;
    const submissions = (async () => {
      for (let round = 0; round < 15; round++) await submit(4);
      submitting = false;
    })();
    const folds = (async () => {
      while (submitting) await foldStatistics(f.t.db);
    })();
    const reads = (async () => {
      let checked = 0;
      while (submitting || checked === 0) {
        const atLeast = await stored();
        const total = await bucketTotal(f.t.db, f.form.id, allDays);
        const atMost = await stored();
        expect(total).toBeGreaterThanOrEqual(atLeast);
        expect(total).toBeLessThanOrEqual(atMost);
        checked++;
      }
      return checked;
    })();
    const [, , checked] = await Promise.all([submissions, folds, reads]);
    expect(checked).toBeGreaterThan(0);
    await expectRecountFigures();
    await foldStatistics(f.t.db);
    await expectRecountFigures();
  });

  it('folds what is left when it stops (the shutdown)', async () => {
    const errors: object[] = [];
    const fold = startStatisticsFold({ db: f.t.db, intervalMs: 3_600_000, vacuum: true, log: { error: (details) => errors.push(details) } });
    await submit(6);
    expect(await unfolded()).toBeGreaterThan(0);
    const before = await expectRecountFigures();
    await fold.stop();
    expect(errors).toEqual([]);
    expect(await unfolded()).toBe(0);
    expect(await expectRecountFigures()).toEqual(before);
  });
});
