import { type SQL, sql } from 'drizzle-orm';
import type { AnswerFilters, QuestionStatistics } from '#core/api';
import type { FormElement } from '#core/forms';
import type { Db } from '#server/db/connect';
import { answers } from '#server/db/schema/index';
import { answerScope, countMap, queryRows, withCtes } from './answer-scope';
import { isScale, scalePoints } from './question-kinds';

type Numeric = NonNullable<QuestionStatistics['numeric']>;

/** Number and decimal answers fall in this many equal-width bins between the smallest and largest answer. */
export const NUMBER_BINS = 10;

interface Summary {
  element_id: string;
  mean: number | null;
  lo: number | null;
  hi: number | null;
}

/** `with ... v (element_id, x, n)`: the numbers answered to the listed elements, n answers each. */
export type NumbersOf = (ids: readonly string[]) => SQL;

/** The numbers of the answers themselves, one row per answer: what every statistic can be recounted from. */
export const answeredNumbers = (formId: number, filters: AnswerFilters): NumbersOf => (ids) => {
  const scope = answerScope(formId, filters, ids);
  return withCtes([...scope.ctes, sql`v as (select ${answers.elementId} as element_id, ${answers.valueNumber} as x, 1 as n
    from ${scope.from} where ${answers.valueNumber} is not null)`]);
};

/** Bin index 0..NUMBER_BINS-1 of x within [lo, hi]; the largest answer falls in the last bin. */
const binSql = sql`case when r.hi = r.lo then 0 else least(floor((v.x - r.lo) / (r.hi - r.lo) * ${NUMBER_BINS})::int, ${NUMBER_BINS - 1}) end`;
/** Whole-number answers: bins of a whole width, so that a bin reads "3–4" rather than "3,2–4,3". */
const integerWidthSql = sql`greatest(1, ceil((r.hi - r.lo + 1) / ${NUMBER_BINS}))`;
const integerBinSql = sql`floor((v.x - r.lo) / ${integerWidthSql})::int`;

/** The width of a whole-number bin, as integerWidthSql computes it. */
export function integerBinWidth(lo: number, hi: number): number {
  return Math.max(1, Math.ceil((hi - lo + 1) / NUMBER_BINS));
}

const isWhole = (element: FormElement) => element.kind === 'number';

type KeyCount = { element_id: string; k: string; n: number };

function binnedCounts(db: Db, numbersOf: NumbersOf, ids: readonly string[], bin: SQL): Promise<KeyCount[]> | KeyCount[] {
  if (ids.length === 0) return [];
  return queryRows<KeyCount>(db, sql`
    ${numbersOf(ids)}, r as (select element_id, min(x) as lo, max(x) as hi from v group by element_id)
    select v.element_id, (${bin})::text as k, sum(v.n)::int as n from v join r on r.element_id = v.element_id group by 1, 2`);
}

async function binCounts(db: Db, numbersOf: NumbersOf, elements: readonly FormElement[]) {
  const ids = (keep: (e: FormElement) => boolean) => elements.filter(keep).map((e) => e.id);
  const scale = ids(isScale);
  const [points, bins, wholeBins] = await Promise.all([
    scale.length === 0 ? [] : queryRows<KeyCount>(db, sql`
      ${numbersOf(scale)} select v.element_id, v.x::text as k, sum(v.n)::int as n from v group by 1, 2`),
    binnedCounts(db, numbersOf, ids((e) => !isScale(e) && !isWhole(e)), binSql),
    binnedCounts(db, numbersOf, ids(isWhole), integerBinSql),
  ]);
  return { points: countMap(points), bins: countMap([...bins, ...wholeBins]) };
}

function histogram(element: FormElement, summary: Summary | undefined, counts: Map<string, number> | undefined): Numeric['histogram'] {
  const countOf = (key: number) => counts?.get(String(key)) ?? 0;
  if (isScale(element)) return scalePoints(element).map((point) => ({ from: point, to: point, count: countOf(point) }));
  if (summary?.lo == null || summary.hi == null) return [];
  const { lo, hi } = summary;
  if (lo === hi) return [{ from: lo, to: hi, count: countOf(0) }];
  if (isWhole(element)) {
    const whole = integerBinWidth(lo, hi);
    return Array.from({ length: Math.ceil((hi - lo + 1) / whole) }, (_, i) => ({ from: lo + i * whole, to: Math.min(hi, lo + (i + 1) * whole - 1), count: countOf(i) }));
  }
  const width = (hi - lo) / NUMBER_BINS;
  return Array.from({ length: NUMBER_BINS }, (_, i) => ({ from: lo + i * width, to: i === NUMBER_BINS - 1 ? hi : lo + (i + 1) * width, count: countOf(i) }));
}

/** Mean, smallest, largest and histogram of each numeric question, all computed in SQL. */
export async function numericStats(db: Db, numbersOf: NumbersOf, elements: readonly FormElement[]): Promise<Map<string, Numeric>> {
  const result = new Map<string, Numeric>();
  if (elements.length === 0) return result;
  const ids = elements.map((e) => e.id);
  const [summaries, counts] = await Promise.all([
    queryRows<Summary>(db, sql`${numbersOf(ids)}
      select v.element_id, (sum(v.x * v.n) / sum(v.n))::float8 as mean, min(v.x) as lo, max(v.x) as hi from v group by 1`),
    binCounts(db, numbersOf, elements),
  ]);
  const byId = new Map(summaries.map((s) => [s.element_id, { ...s, mean: num(s.mean), lo: num(s.lo), hi: num(s.hi) }]));
  for (const element of elements) {
    const summary = byId.get(element.id);
    const histogramCounts = (isScale(element) ? counts.points : counts.bins).get(element.id);
    result.set(element.id, {
      mean: summary?.mean ?? null, min: summary?.lo ?? null, max: summary?.hi ?? null,
      histogram: histogram(element, summary, histogramCounts),
    });
  }
  return result;
}

const num = (value: number | string | null) => (value === null ? null : Number(value));
