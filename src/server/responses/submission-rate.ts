import { ErrorCode } from '#core/api';
import { reserveCoalesced } from '#server/auth/coalesced-attempts';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { ApiError } from '#server/http/api-error';
import type { ServerSettings } from '#server/settings';

/**
 * Counts one submission request (a single answer, or a whole batch: a field worker's flush counts
 * once whatever its size) against the signed-in person, else the client address, so staff are never
 * held back by the public behind the same NAT. One upsert in the database, so every server process
 * shares the counters; concurrent requests of one key share one upsert (coalesced-attempts.ts). Over the limit: 429 with Retry-After; the device keeps the answers and retries.
 */
export async function countSubmission(db: Db, limits: ServerSettings['submissionLimits'], user: UserRow | null, address: string): Promise<void> {
  const limit = user ? { key: `answers:user:${user.id}`, max: limits.perUser } : { key: `answers:address:${address}`, max: limits.perAddress };
  if (limit.max <= 0) return;
  const { wait } = await reserveCoalesced(db, limit, limits.windowSeconds);
  if (wait === null) return;
  throw new ApiError(429, ErrorCode.TooManyRequests, { key: 'error.tooManySubmissions', values: { seconds: wait } }, undefined, { 'retry-after': String(wait) });
}
