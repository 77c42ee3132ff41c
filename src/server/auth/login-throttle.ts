import { asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { loginThrottles } from '#server/db/schema/index';
import { type ThrottlePolicy, delayMs, drained } from './login-throttle-policy';

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
  /** a success from here proves the password: the count starts over (else the attempt is only given back) */
  startsOverOnSuccess: boolean;
}

/** An attempt counted on its keys at `at` (ms), to give back when it succeeds. */
export interface Reservation {
  keys: readonly ThrottleKey[];
  at: number;
}

export type ReserveOutcome = { waitSeconds: number } | { reservation: Reservation };

/** Rows untouched this long have drained (or their attacker left): they are forgotten. */
const FORGET_AFTER_MS = 7 * 24 * 3600 * 1000;

type Row = typeof loginThrottles.$inferSelect;

/** The keys' rows, created when missing and locked in key order (parallel attempts queue; no deadlock). */
async function lockRows(tx: Db, keys: readonly ThrottleKey[], now: number): Promise<Map<string, Row>> {
  const names = keys.map((k) => k.key);
  await tx.insert(loginThrottles).values(names.map((key) => ({ key, level: 0, updatedAt: new Date(now) }))).onConflictDoNothing();
  const rows = await tx.select().from(loginThrottles).where(inArray(loginThrottles.key, names)).orderBy(asc(loginThrottles.key)).for('update');
  return new Map(rows.map((row) => [row.key, row]));
}

const levelNow = (key: ThrottleKey, row: Row | undefined, now: number) =>
  row ? drained(key.policy, row.level, now - row.updatedAt.getTime()) : 0;

const blockedAfter = (key: ThrottleKey, level: number, from: number) => {
  const delay = delayMs(key.policy, level);
  return delay > 0 ? new Date(from + delay) : null;
};

/**
 * Counts this attempt on every key before the password is tried, so parallel attempts cannot all
 * slip through; refused when any key still makes attempts wait (then nothing is counted, and the
 * reply tells how many seconds). Time is the server's clock (Date.now), the same in every process.
 */
export async function reserveSignInAttempt(db: Db, keys: readonly ThrottleKey[]): Promise<ReserveOutcome> {
  const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key));
  const now = Date.now();
  return db.transaction(async (tx) => {
    const rows = await lockRows(tx, sorted, now);
    const waitMs = Math.max(0, ...[...rows.values()].map((row) => (row.blockedUntil?.getTime() ?? 0) - now));
    if (waitMs > 0) return { waitSeconds: Math.ceil(waitMs / 1000) };
    for (const key of sorted) {
      const level = levelNow(key, rows.get(key.key), now) + 1;
      await tx.update(loginThrottles).set({ level, updatedAt: new Date(now), blockedUntil: blockedAfter(key, level, now) })
        .where(eq(loginThrottles.key, key.key));
    }
    return { reservation: { keys: sorted, at: now } };
  });
}

/**
 * A successful sign-in: the attempt is given back on every key, and the keys that start over on
 * success (this account from this address or device) are cleared; long-idle rows are dropped.
 */
export async function releaseSignInAttempt(db: Db, reservation: Reservation): Promise<void> {
  const now = Date.now();
  await db.transaction(async (tx) => {
    const rows = await lockRows(tx, reservation.keys, now);
    for (const key of reservation.keys) {
      const level = key.startsOverOnSuccess ? 0 : Math.max(0, levelNow(key, rows.get(key.key), now) - 1);
      await tx.update(loginThrottles).set({ level, updatedAt: new Date(now), blockedUntil: level > 0 ? blockedAfter(key, level, reservation.at) : null })
        .where(eq(loginThrottles.key, key.key));
    }
    await tx.delete(loginThrottles).where(lt(loginThrottles.updatedAt, new Date(now - FORGET_AFTER_MS)));
  });
}
