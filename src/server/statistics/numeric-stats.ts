import { type SQL, sql } from 'drizzle-orm';
import type { QuestionStatistics } from '#core/api';
import type { FormElement } from '#core/forms';
import type { Db } from '#server/db/connect';
import { countMap, queryRows } from './answer-scope';
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

const listed = (ids: readonly string[]) => (ids.length === 0 ? sql`false` : sql`v.element_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);

interface Row extends Summary {
  /** null: the summary row of the element; else a histogram key (a scale point or a bin index) */
  k: string | null;
  n: number;
}

/**
 * One statement (the numbers are read once): per element its summary row, then its count per
 * scale point (rating, linear scale), per whole-width bin (number) or per equal bin (decimal).
 */
function numericRows(db: Db, numbersOf: NumbersOf, elements: readonly FormElement[]): Promise<Row[]> {
  const ids = (keep: (e: FormElement) => boolean) => elements.filter(keep).map((e) => e.id);
  const key = sql`case when ${listed(ids(isScale))} then v.x::text when ${listed(ids(isWhole))} then (${integerBinSql})::text else (${binSql})::text end`;
  return queryRows<Row>(db, sql`
    ${numbersOf(elements.map((e) => e.id))}, r as (
      select element_id, (sum(x * n) / sum(n))::float8 as mean, min(x) as lo, max(x) as hi from v group by element_id)
    select r.element_id, null::text as k, 0 as n, r.mean, r.lo, r.hi from r
    union all
    select v.element_id, ${key}, sum(v.n)::int, null, null, null from v join r on r.element_id = v.element_id group by 1, 2`);
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
  const rows = await numericRows(db, numbersOf, elements);
  const summaries = new Map(rows.filter((row) => row.k === null).map((s) => [s.element_id, { ...s, mean: num(s.mean), lo: num(s.lo), hi: num(s.hi) }]));
  const counts = countMap(rows.filter((row): row is Row & { k: string } => row.k !== null));
  for (const element of elements) {
    const summary = summaries.get(element.id);
    result.set(element.id, {
      mean: summary?.mean ?? null, min: summary?.lo ?? null, max: summary?.hi ?? null,
      histogram: histogram(element, summary, counts.get(element.id)),
    });
  }
  return result;
}

const num = (value: number | string | null) => (value === null ? null : Number(value));
