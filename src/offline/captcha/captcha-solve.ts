import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { CaptchaChallenge, CaptchaPayload } from '#core/captcha';

/** The `captchaAnswer` of a solved challenge (decodeCaptchaPayload reads it). Here, not in core: the worker loads no zod. */
export function encodeCaptchaPayload(payload: CaptchaPayload): string {
  return JSON.stringify(payload);
}

/** Gives up on a challenge after this long (it expires after five minutes anyway). */
const SOLVE_TIMEOUT_MS = 120_000;

/**
 * Finds the counter that solves a challenge (Web Crypto SHA-256: browsers, workers, Node) and
 * returns the `captchaAnswer` to send. Run it off the page's main thread (captcha-solver worker,
 * or the service worker): it is a busy loop by design.
 */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('captcha: no solution found in time');
  return encodeCaptchaPayload({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
}
