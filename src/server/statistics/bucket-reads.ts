import { type SQL, and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnswerFilters } from '#core/api';
import type { Db } from '#server/db/connect';
import { statisticsBuckets as buckets } from '#server/db/schema/index';
import { countMap, queryRows, withCtes } from './answer-scope';
import { countedBuckets } from './bucket-rows';
import type { ProvincesOf } from './choice-counts';
import type { NumbersOf } from './numeric-stats';

/** The buckets answer the filters they have a key for: the days. A respondent search or an answer condition needs the answers. */
export const bucketsAnswer = (filters: AnswerFilters) => !filters.respondent?.trim() && filters.where.length === 0;

/** The buckets of a form within the filters' Vietnam days (inclusive), of one measure and, when given, these elements. */
function bucketsOf(formId: number, filters: AnswerFilters, measure: string, elementIds?: readonly string[]): SQL {
  return and(
    eq(buckets.formId, formId),
    eq(buckets.measure, measure),
    elementIds ? inArray(buckets.elementId, [...elementIds]) : eq(buckets.elementId, ''),
    filters.from ? gte(buckets.day, filters.from) : undefined,
    filters.to ? lte(buckets.day, filters.to) : undefined,
  ) ?? sql`false`;
}

export async function bucketTotal(db: Db, formId: number, filters: AnswerFilters): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${buckets.n}), 0)::int`.mapWith(Number) }).from(countedBuckets)
    .where(bucketsOf(formId, filters, 'response'));
  return row?.n ?? 0;
}

export interface AnsweredAs {
  elementId: string;
  /** the chart the answers were counted as when they arrived */
  chart: string;
  n: number;
}

/** Per element and per chart it was counted as, how many answered. */
export async function bucketAnswered(db: Db, formId: number, filters: AnswerFilters, elementIds: readonly string[]): Promise<AnsweredAs[]> {
  if (elementIds.length === 0) return [];
  return db.select({ elementId: sql<string>`${buckets.elementId}`, chart: sql<string>`${buckets.key}`, n: sql<number>`sum(${buckets.n})::int`.mapWith(Number) }).from(countedBuckets)
    .where(bucketsOf(formId, filters, 'answered', elementIds)).groupBy(buckets.elementId, buckets.key);
}

/** Per element, per key of a measure (choice, grid), the count. */
export async function bucketKeyCounts(db: Db, formId: number, filters: AnswerFilters, measure: 'choice' | 'grid', elementIds: readonly string[]) {
  if (elementIds.length === 0) return new Map<string, Map<string, number>>();
  const rows = await queryRows<{ element_id: string; k: string; n: number }>(db, sql`
    select ${buckets.elementId} as element_id, ${buckets.key} as k, sum(${buckets.n})::int as n from ${countedBuckets}
    where ${bucketsOf(formId, filters, measure, elementIds)} group by 1, 2`);
  return countMap(rows);
}

/** The provinces of the buckets (key `code@list`), for provinceCounts. */
export const bucketProvinces = (formId: number, filters: AnswerFilters): ProvincesOf => (ids) => withCtes([sql`p as (
  select ${buckets.elementId} as element_id, split_part(${buckets.key}, '@', 1) as code, substr(${buckets.key}, strpos(${buckets.key}, '@') + 1) as list,
    sum(${buckets.n}) as n
  from ${countedBuckets} where ${bucketsOf(formId, filters, 'province', ids)} group by 1, 2, 3)`]);

/** The numbers of the buckets (key: the value as float8 text, which reads back exactly), for numericStats. */
export const bucketNumbers = (formId: number, filters: AnswerFilters): NumbersOf => (ids) => withCtes([sql`v as (
  select ${buckets.elementId} as element_id, ${buckets.key}::float8 as x, sum(${buckets.n}) as n
  from ${countedBuckets} where ${bucketsOf(formId, filters, 'number', ids)} group by 1, 2)`]);
