import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { AnswerFilters, ChartByDate, GroupByQuestion } from '#core/api';
import type { Answers } from '#core/answers';
import { type FormDesign, type FormDesignInput, FormStatus } from '#core/forms';
import { vietnamDate, vietnamDayStart } from '#core/time';
import { migrationsFolder } from '#server/db/connect';
import { forms, statisticsBuckets } from '#server/db/schema/index';
import { designOf } from '#server/forms/form-view';
import { groupByQuestion } from '#server/statistics/group-by-question';
import { foldStatistics } from '#server/statistics/statistics-fold';
import { data } from '../helpers';
import { type StatisticsFixture, generator, randomAnswers, seedStatistics, statisticsDesign } from './statistics-fixture';

/**
 * The figures read from the per-question buckets (kept as answers arrive) are those of a full
 * recount from the answers, for every question, under every filter the buckets answer: random
 * answers of every kind, responses on both sides of Vietnam midnight, a question removed and
 * one whose kind changed (counted as another chart when answered), over two versions.
 */
let f: StatisticsFixture;
let design: FormDesign;
const DAY_MS = 24 * 3600 * 1000;
const submittedAt: string[] = [];

type Elements = FormDesignInput['phases'][number]['elements'];
/** v2: `dropdown` removed, `nationalId` becomes a radio (its earlier answers were counted as text). */
function secondVersion(): FormDesignInput {
  const elements: Elements = statisticsDesign.phases[0]!.elements
    .filter((e) => e.id !== 'dropdown')
    .map((e) => (e.id === 'nationalId' ? { id: 'nationalId', kind: 'radio', title: 'Đối tượng', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] } : e));
  return { ...statisticsDesign, phases: [{ id: 'p1', elements }] };
}

async function submit(items: { submittedAt: string; answers: Answers }[], formVersion: number) {
  const payload = { responses: items.map((item) => ({ responseId: randomUUID(), formId: f.form.id, formVersion, ...item })) };
  const res = await f.t.request({ method: 'POST', url: api.saveResponses, payload });
  const results = data<{ results: { status: string }[] }>(res).results;
  expect(results.filter((r) => r.status !== 'saved'), res.body).toEqual([]);
  submittedAt.push(...items.map((item) => item.submittedAt));
}

/** Vietnam midnight `daysAgo` days back, plus `ms`. */
const midnight = (daysAgo: number, ms: number) => new Date(vietnamDayStart(vietnamDate(new Date(Date.now() - daysAgo * DAY_MS))).getTime() + ms).toISOString();

beforeAll(async () => {
  f = await seedStatistics(20261126);
  submittedAt.push(...f.submitted.map((s) => s.submittedAt));
  const random = generator(7);
  const aroundMidnight = [1, 2, 3].flatMap((daysAgo) => [-1, 0, 1, 3599_999].map((ms) => ({ submittedAt: midnight(daysAgo, ms), answers: randomAnswers(random) })));
  await submit(aroundMidnight, f.form.version);
  const res = await f.t.request({ method: 'POST', url: api.formUpdate, cookie: f.people.owner, payload: { id: f.form.id, baseVersion: f.form.version, design: secondVersion() } });
  expect(res.statusCode, res.body).toBe(200);
  const version = data<{ version: number }>(res).version;
  await f.t.db.update(forms).set({ status: FormStatus.Active, publishedVersion: version }).where(eq(forms.id, f.form.id));
  const later = Array.from({ length: 40 }, (_, i) => {
    const { dropdown: _removed, nationalId: _text, ...answers } = randomAnswers(random);
    return { submittedAt: midnight(i % 4, (i % 2 ? 1 : -1) * 1000), answers: i % 3 ? { ...answers, nationalId: i % 2 ? 'a' : 'b' } : answers };
  });
  await submit(later, version);
  const [row] = await f.t.db.select().from(forms).where(eq(forms.id, f.form.id));
  design = designOf(row!);
});
afterAll(async () => { await f?.t.close(); });

const day = (daysAgo: number) => vietnamDate(new Date(Date.now() - daysAgo * DAY_MS));
const filterSets: AnswerFilters[] = [
  { where: [] },
  { where: [], from: day(2) },
  { where: [], to: day(2) },
  { where: [], from: day(2), to: day(2) },
  { where: [], from: day(6), to: day(1) },
  { where: [], from: day(30), to: day(20) },
];

/** The means are sums divided in another order: equal to 1e-9; every other figure exactly. */
function expectSameFigures(buckets: GroupByQuestion, recount: GroupByQuestion) {
  const withoutMeans = (reply: GroupByQuestion) => ({
    ...reply, questions: reply.questions.map((q) => ({ ...q, numeric: q.numeric && { ...q.numeric, mean: null } })),
  });
  expect(withoutMeans(buckets)).toEqual(withoutMeans(recount));
  buckets.questions.forEach((q, i) => {
    const expected = recount.questions[i]?.numeric?.mean;
    if (expected == null) expect(q.numeric?.mean ?? null).toBeNull();
    else expect(q.numeric?.mean).toBeCloseTo(expected, 9);
  });
}

const both = (filters: AnswerFilters, elementIds?: string[]) => Promise.all([
  groupByQuestion(f.t.db, f.form.id, design, filters, elementIds, 'vi'),
  groupByQuestion(f.t.db, f.form.id, design, filters, elementIds, 'vi', 'recount'),
]);

describe('statistics from the buckets', () => {
  it('equal a full recount for every question under every date filter, removed and changed questions included', async () => {
    for (const filters of filterSets) {
      const [buckets, recount] = await both(filters);
      expect(recount.questions.some((q) => q.elementId === 'dropdown' && q.removedAfterVersion !== undefined)).toBe(true);
      expectSameFigures(buckets, recount);
    }
    const [some, someRecount] = await both({ where: [], from: day(3) }, ['radio', 'decimal', 'address', 'checkboxGrid']);
    expectSameFigures(some, someRecount);
  });

  it('are what the statistics read when the filters allow, and the answers when they do not', async () => {
    await foldStatistics(f.t.db); // the counts not yet folded are in statistics_deltas
    const [before] = await both({ where: [] });
    const one = and(eq(statisticsBuckets.formId, f.form.id), eq(statisticsBuckets.measure, 'choice'), eq(statisticsBuckets.elementId, 'radio'), eq(statisticsBuckets.key, 'yes'));
    await f.t.db.update(statisticsBuckets).set({ n: sql`${statisticsBuckets.n} + 1000` }).where(one);
    try {
      const [after, recount] = await both({ where: [] });
      const yes = (reply: GroupByQuestion) => reply.questions.find((q) => q.elementId === 'radio')?.buckets.find((b) => b.key === 'yes')?.count ?? 0;
      expect(yes(after) - yes(before)).toBeGreaterThanOrEqual(1000);
      expect(yes(recount)).toBe(yes(before));
      const [filtered, filteredRecount] = await both({ where: [{ elementId: 'boolean', op: 'eq', value: 'true' }] });
      expect(filtered).toEqual(filteredRecount);
    } finally {
      await f.t.db.update(statisticsBuckets).set({ n: sql`${statisticsBuckets.n} - 1000` }).where(one);
    }
  });

  it('chart by date counts the responses of each Vietnam day, midnight on the right side', async () => {
    const reply = data<ChartByDate>(await f.t.request({ method: 'GET', url: `${api.answersChartByDate}?formId=${f.form.id}&days=12`, cookie: f.people.owner }));
    const expected = new Map<string, number>();
    for (const at of submittedAt) expected.set(vietnamDate(new Date(at)), (expected.get(vietnamDate(new Date(at))) ?? 0) + 1);
    expect(reply.days).toEqual(reply.days.map(({ date }) => ({ date, count: expected.get(date) ?? 0 })));
    expect(reply.total).toBe(submittedAt.length);
  });

  it('migration 0010 rebuilds the same figures from the answers already stored', async () => {
    const migration = readFileSync(join(migrationsFolder, '0010_statistics_aggregates.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await foldStatistics(f.t.db);
    await f.t.db.delete(statisticsBuckets).where(eq(statisticsBuckets.formId, f.form.id));
    expect((await both({ where: [] }))[0].total).toBe(0);
    // the other forms of the database are counted again too: keep only this form's new rows
    await f.t.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table kept on commit drop as select * from statistics_buckets`);
      await tx.execute(sql.raw(backfill));
      await tx.execute(sql`delete from statistics_buckets where form_id <> ${f.form.id}`);
      await tx.execute(sql`insert into statistics_buckets select * from kept where form_id <> ${f.form.id}`);
    });
    for (const filters of filterSets) {
      const [buckets, recount] = await both(filters);
      expectSameFigures(buckets, recount);
    }
  });
});
