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

/** Seconds to wait when any of the limits is already used up in the current window, else null. */
export async function retryAfter(db: Db, limits: readonly Limit[], windowSeconds: number): Promise<number | null> {
  const start = windowStart(windowSeconds);
  const rows = await db.select().from(rateLimits)
    .where(and(inArray(rateLimits.key, limits.map((l) => l.key)), eq(rateLimits.windowStart, start)));
  const exceeded = limits.some((l) => (rows.find((r) => r.key === l.key)?.count ?? 0) >= l.max);
  if (!exceeded) return null;
  return Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - Date.now()) / 1000));
}

/** Counts one failure against each key; an upsert, so concurrent instances share the counters. */
export async function recordFailure(db: Db, keys: readonly string[], windowSeconds: number): Promise<void> {
  const start = windowStart(windowSeconds);
  for (const key of keys) {
    await db.insert(rateLimits).values({ key, windowStart: start, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } });
  }
}
