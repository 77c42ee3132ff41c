import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** The columns of the buckets and of the deltas folded into them (a new set per table). */
const bucketColumns = () => ({
  formId: integer('form_id').notNull(),
  elementId: text('element_id').notNull(),
  /** response | answered (key: the chart it was counted as) | choice | grid | province (key: code@list) | number (key: the value) */
  measure: text('measure').notNull(),
  key: text('key').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  shard: smallint('shard').notNull(),
  n: integer('n').notNull(),
});

/**
 * Per-question counts kept up to date as answers arrive (docs/statistics.md, "Aggregates"): one row
 * per form, element (`''`: the response itself), measure, bucket key, Vietnam day of when the
 * person answered, and shard (a byte of the response id: D57; only the fold writes here since D59).
 * The statistics read these instead of every answer when the
 * filters allow it.
 */
export const statisticsBuckets = pgTable('statistics_buckets', bucketColumns(), (t) => [primaryKey({ columns: [t.formId, t.elementId, t.measure, t.key, t.day, t.shard] })]);

/**
 * The counts each submission adds, appended (never updated) in the submission's own statement:
 * no row is shared between concurrent submissions, so none waits on another's lock. The fold
 * (src/server/statistics/statistics-fold.ts) moves them into `statistics_buckets` every few
 * seconds; reads sum both tables in one statement (docs/decisions.md, D59).
 */
export const statisticsDeltas = pgTable('statistics_deltas', bucketColumns());
