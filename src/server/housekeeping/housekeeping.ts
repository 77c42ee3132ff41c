import type { Database, Release } from '#server/db/connect';
import type { Logger } from '#server/domain/logger';
import type { FileStorage } from '#server/files/file-storage';
import { type PurgeCounts, purgeExpired } from './purges';

/** Any 64-bit number of our own: whoever holds this advisory lock does the housekeeping of every process. */
export const HOUSEKEEPING_LOCK = 7_102_016_002;

const VACUUM_EVERY_MS = 24 * 60 * 60 * 1000;

export interface HousekeepingOptions {
  database: Database;
  storage: FileStorage;
  intervalMs: number;
  actionLogRetentionDays: number | null;
  webhookLogRetentionDays: number;
  log: Pick<Logger, 'info' | 'error'>;
}

export interface Housekeeping {
  /** one pass now (when this process holds the lock); null when another process does the work */
  runOnce(now?: Date): Promise<PurgeCounts | null>;
  stop(): Promise<void>;
}

/**
 * Purges on a timer, in one process at a time: each process tries the advisory lock at every tick,
 * and the one that holds it keeps it (and the work) until it stops; when it dies its connection
 * closes and another takes over at its next tick. PGlite (one process) also gets ANALYZE at each
 * pass and VACUUM ANALYZE once a day, since it runs no autovacuum.
 */
export function startHousekeeping(options: HousekeepingOptions): Housekeeping {
  const { database } = options;
  let lease: Release | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let lastVacuum = Date.now();

  async function maintainEmbedded(now: Date) {
    if (database.kind === 'postgres') return;
    const vacuum = now.getTime() - lastVacuum >= VACUUM_EVERY_MS;
    if (vacuum) lastVacuum = now.getTime();
    await database.db.execute(vacuum ? 'VACUUM ANALYZE' : 'ANALYZE');
  }

  async function pass(now = new Date()): Promise<PurgeCounts | null> {
    lease ??= await database.tryLock(HOUSEKEEPING_LOCK);
    if (!lease) return null;
    const { actionLogRetentionDays, webhookLogRetentionDays, storage } = options;
    const counts = await purgeExpired(database.db, { now, actionLogRetentionDays, webhookLogRetentionDays, storage });
    await maintainEmbedded(now);
    options.log.info({ purged: counts }, 'housekeeping done');
    return counts;
  }

  const runOnce = (now?: Date) => {
    const next = running.then(() => pass(now));
    running = next.catch(() => undefined);
    return next;
  };

  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => options.log.error({ err }, 'housekeeping failed'));
  }, options.intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
      const held = lease;
      lease = null;
      await held?.();
    },
  };
}
