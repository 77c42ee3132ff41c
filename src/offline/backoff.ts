import { SYNC_MAX_BACKOFF_MS } from '#core/constants';

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MIN_MS = 1_000;

/**
 * Exponential backoff with full jitter (AWS architecture blog): a uniform draw in
 * [0, min(cap, base · 2^(attempt-1))], with a small floor so a zero draw never spins.
 * `attempt` counts from 1. A server's Retry-After raises the delay, still capped at 5 minutes.
 */
export function backoffDelayMs(attempt: number, random: () => number = Math.random, retryAfterMs = 0): number {
  const ceiling = Math.min(SYNC_MAX_BACKOFF_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const jittered = Math.round(random() * ceiling);
  return Math.min(SYNC_MAX_BACKOFF_MS, Math.max(BACKOFF_MIN_MS, jittered, retryAfterMs));
}
