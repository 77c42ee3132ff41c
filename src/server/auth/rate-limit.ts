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
    if ((await addAttempts(db, limit.key, start, 1)) > limit.max) exceeded = true;
  }
  if (!exceeded) return { wait: null, windowStart: start };
  await refundAttempt(db, limits.map((l) => l.key), start);
  return { wait: secondsLeft(start, windowSeconds), windowStart: start };
}

/** Adds `n` attempts to a key's window in one upsert; the window's count after them. */
async function addAttempts(db: Db, key: string, start: Date, n: number): Promise<number> {
  const [row] = await db.insert(rateLimits).values({ key, windowStart: start, count: n })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + ${n}` } })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

const secondsLeft = (start: Date, windowSeconds: number) => Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - Date.now()) / 1000));

/**
 * Several attempts against ONE key in one upsert, as if made one after another: attempt i is the
 * window's (count - n + i + 1)-th; those over their `max` are refused and given back in one
 * update, exactly as reserveAttempt would have refused and refunded each in turn.
 */
export async function reserveAttempts(db: Db, key: string, maxes: readonly number[], windowSeconds: number): Promise<Reservation[]> {
  const start = windowStart(windowSeconds);
  const total = await addAttempts(db, key, start, maxes.length);
  const first = total - maxes.length + 1;
  const results = maxes.map((max, i) => ({ wait: first + i > max ? secondsLeft(start, windowSeconds) : null, windowStart: start }));
  const refused = results.filter((r) => r.wait !== null).length;
  if (refused > 0) await refundAttempt(db, [key], start, refused);
  return results;
}

/** Gives attempts back (refused before they were tried, a wrong captcha for the account, a successful sign-in). */
export async function refundAttempt(db: Db, keys: readonly string[], start: Date, n = 1): Promise<void> {
  await db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - ${n}, 0)` })
    .where(and(inArray(rateLimits.key, [...keys]), eq(rateLimits.windowStart, start)));
}
