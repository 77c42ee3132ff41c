/**
 * The captcha's proof of work, off the page's main thread. The page creates it with
 *   new Worker(new URL('./captcha-solver.worker.ts', import.meta.url), { type: 'module' })
 * posts one challenge (already checked against captchaChallengeSchema with the reply that brought
 * it) and reads back `{ answer }` or `{ failed: true }` (captcha-worker-client.ts). No zod here: the
 * worker stays the solver and little else.
 */
import type { CaptchaChallenge } from '#core/captcha';
import { solveCaptcha } from './captcha-solve';

self.onmessage = (event: MessageEvent<CaptchaChallenge>) => {
  solveCaptcha(event.data).then(
    (answer) => self.postMessage({ answer }),
    () => self.postMessage({ failed: true }),
  );
};
