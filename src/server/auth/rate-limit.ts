import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { rateLimits } from '#server/db/schema/index';

export interface Limit {
  key: string;
  max: number;
}

function windowStart(windowSeconds: number, now = Date.now()): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now / size) * size);
}

/**
 * Counts this attempt against every key FIRST, then compares: parallel attempts cannot all slip
 * through a check made before any of them was counted. Returns the seconds to wait when a limit
 * is exceeded (the attempt must then be refused), else null. An upsert, so instances share counters.
 */
export async function reserveAttempt(db: Db, limits: readonly Limit[], windowSeconds: number): Promise<number | null> {
  const start = windowStart(windowSeconds);
  let exceeded = false;
  for (const limit of limits) {
    const [row] = await db.insert(rateLimits).values({ key: limit.key, windowStart: start, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count });
    if ((row?.count ?? 0) > limit.max) exceeded = true;
  }
  if (!exceeded) return null;
  return Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - Date.now()) / 1000));
}

/** Gives an attempt back (a successful sign-in is not a failure). */
export async function refundAttempt(db: Db, keys: readonly string[], windowSeconds: number): Promise<void> {
  const start = windowStart(windowSeconds);
  await db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(inArray(rateLimits.key, [...keys]), eq(rateLimits.windowStart, start)));
}
