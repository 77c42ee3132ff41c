/**
 * How sign-in attempts are slowed down (docs/security.md, "Sign-in and access"). Each key is a leaky
 * bucket: every attempt raises its level by one, the level drains at `drainPerHour`, and once the
 * level reaches `free` each attempt makes the next one wait, doubling from `firstDelaySeconds` up to
 * `maxDelaySeconds`. No key ever refuses for longer than its maximum delay: nobody is locked out.
 */
export interface ThrottlePolicy {
  /** attempts without any wait */
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  drainPerHour: number;
}

export const throttlePolicies = {
  /** one account from one address: a guesser at one place */
  accountAddress: { free: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, drainPerHour: 5 },
  /** one address over every account: credential stuffing */
  address: { free: 20, firstDelaySeconds: 5, maxDelaySeconds: 15 * 60, drainPerHour: 20 },
  /** one account from every device it has not signed in on: a botnet; high and short, it only slows down */
  accountUnknownDevices: { free: 50, firstDelaySeconds: 1, maxDelaySeconds: 60, drainPerHour: 30 },
  /** one account from one of its known devices (device cookie): the only limit such a device meets */
  knownDevice: { free: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60, drainPerHour: 5 },
  /** integration token requests from one address that fail client authentication, over every client id (docs/integrations.md) */
  integrationAddress: { free: 50, firstDelaySeconds: 5, maxDelaySeconds: 15 * 60, drainPerHour: 50 },
} as const satisfies Record<string, ThrottlePolicy>;

export type ThrottleKind = keyof typeof throttlePolicies;

const HOUR_MS = 3600 * 1000;

/** The level left of `level` after `elapsedMs` of draining. */
export function drained(policy: ThrottlePolicy, level: number, elapsedMs: number): number {
  return Math.max(0, level - (policy.drainPerHour * Math.max(0, elapsedMs)) / HOUR_MS);
}

/** How long the next attempt waits once the level is `level` (this attempt counted). */
export function delayMs(policy: ThrottlePolicy, level: number): number {
  const over = Math.ceil(level - 1e-9) - policy.free;
  if (over < 0) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(over, 30)) * 1000;
}
