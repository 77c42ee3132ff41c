import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import type { Logger } from '#server/domain/logger';
import { statisticsBuckets, statisticsDeltas } from '#server/db/schema/index';
import { rowsOf } from '#server/db/rows-of';

/** How often the deltas are folded: they stay few, so a read sums few of them. */
export const FOLD_INTERVAL_MS = 5_000;

/** Any 64-bit number of our own: the transaction holding this advisory lock is the one fold running. */
export const FOLD_LOCK = 7_102_016_017;

/**
 * Moves every committed delta into the buckets in ONE statement (the deltas deleted and their
 * sums added, in key order so that folds never deadlock on bucket rows), inside a transaction
 * that first takes the fold's advisory lock: when another process is folding, this one returns
 * false and leaves the deltas to it. Deltas committed after the statement's snapshot stay for the
 * next fold. Returns whether this call folded.
 */
export async function foldStatistics(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}) as locked`));
    if (!lock?.locked) return false;
    await tx.execute(sql`with folded as (
        delete from ${statisticsDeltas} returning form_id, element_id, measure, key, day, shard, n
      )
      insert into ${statisticsBuckets} (form_id, element_id, measure, key, day, shard, n)
      select form_id, element_id, measure, key, day, shard, sum(n)::int from folded group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6
      on conflict (form_id, element_id, measure, key, day, shard) do update set n = ${statisticsBuckets}.n + excluded.n`);
    return true;
  });
}

export interface StatisticsFoldOptions {
  db: Db;
  intervalMs: number;
  /** VACUUM the deltas after each fold: PGlite runs no autovacuum, and the deleted deltas would pile up for the reads to scan */
  vacuum: boolean;
  log: Pick<Logger, 'error'>;
}

export interface StatisticsFold {
  /** folds now, after any fold already under way; false when another process held the lock */
  foldNow(): Promise<boolean>;
  /** stops the timer and folds what is left (the shutdown's last fold) */
  stop(): Promise<void>;
}

/** Folds on a timer, one fold of this process at a time. */
export function startStatisticsFold(options: StatisticsFoldOptions): StatisticsFold {
  let running: Promise<unknown> = Promise.resolve();
  const foldNow = () => {
    const next = running.then(async () => {
      const folded = await foldStatistics(options.db);
      if (folded && options.vacuum) await options.db.execute(sql`vacuum ${statisticsDeltas}`);
      return folded;
    });
    running = next.catch(() => undefined);
    return next;
  };
  const timer = setInterval(() => {
    foldNow().catch((err: unknown) => options.log.error({ err }, 'statistics fold failed'));
  }, options.intervalMs);
  timer.unref();
  return {
    foldNow,
    async stop() {
      clearInterval(timer);
      await foldNow().catch((err: unknown) => options.log.error({ err }, 'statistics fold failed'));
    },
  };
}
