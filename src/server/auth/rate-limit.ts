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

export interface Reservation {
  /** seconds to wait when a limit is exceeded (the attempt is then refused and given back), else null */
  wait: number | null;
  /** the window the attempt was counted in, so a refund lands in the same one */
  windowStart: Date;
}

/**
 * Counts this attempt against every key FIRST, then compares: parallel attempts cannot all slip
 * through a check made before any of them was counted. An attempt refused for exceeding a limit
 * is given back at once, so refused attempts never push another key (a victim's account) over.
 * An upsert, so several instances share the counters.
 */
export async function reserveAttempt(db: Db, limits: readonly Limit[], windowSeconds: number): Promise<Reservation> {
  const start = windowStart(windowSeconds);
  let exceeded = false;
  for (const limit of limits) {
    const [row] = await db.insert(rateLimits).values({ key: limit.key, windowStart: start, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count });
    if ((row?.count ?? 0) > limit.max) exceeded = true;
  }
  if (!exceeded) return { wait: null, windowStart: start };
  await refundAttempt(db, limits.map((l) => l.key), start);
  return { wait: Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - Date.now()) / 1000)), windowStart: start };
}

/** Gives an attempt back (refused before it was tried, a wrong captcha for the account, a successful sign-in). */
export async function refundAttempt(db: Db, keys: readonly string[], start: Date): Promise<void> {
  await db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(inArray(rateLimits.key, [...keys]), eq(rateLimits.windowStart, start)));
}
