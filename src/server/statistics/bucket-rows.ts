import { type SQL, sql } from 'drizzle-orm';
import { statisticsBuckets, statisticsDeltas } from '#server/db/schema/index';
import { gridCellKey, gridCellsOf, itemsOf, keyOf, localityListOf, provinceCodeOf } from './choice-counts';

/**
 * The shard new counts go to. D57 spread a bucket over 8 shards (a byte of the response id) so that
 * concurrent submissions did not wait on one row's lock; since the fold (D59) only it writes the
 * buckets, so the spreading only multiplied rows: one shard lets a write of many responses append
 * each key's count once (D78). Older rows keep their shards 0-7; the reads sum over shards.
 */
export const ONE_SHARD = sql`0::smallint`;

/**
 * The bucket rows (form_id, element_id, measure, key, day, shard, n) of some answers and their
 * responses, grouped so each key appears once. `answerRows` names a relation with
 * form_id, element_id, day, shard, chart (how the question was drawn when answered), value, value_number;
 * `responseRows` one with form_id, day, shard. The counts are exactly what the statistics' recount
 * computes from the answers (choice-counts.ts, numeric-stats.ts), per key.
 */
export function bucketRowsSql(answerRows: SQL, responseRows: SQL): SQL {
  const of = (chart: string) => sql`(select * from ${answerRows} where chart = ${chart}) as a`;
  return sql`select form_id, element_id, measure, key, day, shard, count(*)::int as n from (
      select form_id, element_id, 'answered' as measure, coalesce(chart, '') as key, day, shard from ${answerRows}
      union all
      select form_id, element_id, 'choice', ${keyOf(sql`item.v`)}, day, shard from ${of('choice')} cross join lateral ${itemsOf(sql`a.value`)} as item(v)
      union all
      select form_id, element_id, 'grid', ${gridCellKey}, day, shard from ${of('grid')} cross join lateral ${gridCellsOf(sql`a.value`)}
      union all
      select form_id, element_id, 'province', ${provinceCodeOf(sql`a.value`)} || '@' || ${localityListOf(sql`a.value`)}, day, shard
        from ${of('province')} where ${provinceCodeOf(sql`a.value`)} is not null
      union all
      select form_id, element_id, 'number', value_number::text, day, shard from ${of('numeric')} where value_number is not null
      union all
      select form_id, '', 'response', '', day, shard from ${responseRows}
    ) as b group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`;
}

/**
 * Appends the bucket rows to the counts not yet folded (statistics-fold.ts): an insert into
 * `statistics_deltas`, which shares no row with any other submission, so no writer waits on
 * another's row lock until its commit (docs/decisions.md, D59).
 */
export const addBucketsSql = (rows: SQL) => sql`insert into ${statisticsDeltas} (form_id, element_id, measure, key, day, shard, n) ${rows}`;

/**
 * The counts as of one snapshot, for the reads: the folded buckets and the deltas not yet folded,
 * as one relation named like the buckets table (so `statisticsBuckets`' columns address it). A
 * read is one statement, so a fold committing meanwhile is seen entirely or not at all: no
 * delta is counted twice or missed.
 */
export const countedBuckets = sql`(
  select form_id, element_id, measure, key, day, n from ${statisticsBuckets}
  union all
  select form_id, element_id, measure, key, day, n from ${statisticsDeltas}
) as ${statisticsBuckets}`;
