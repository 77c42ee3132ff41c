/**
 * The captcha's proof of work, off the page's main thread. The page creates it with
 *   new Worker(new URL('./captcha-solver.worker.ts', import.meta.url), { type: 'module' })
 * posts one challenge and reads back `{ answer }` or `{ failed: true }` (captcha-worker-client.ts).
 */
import '#core/zod-without-eval';
import { captchaChallengeSchema } from '#core/captcha';
import { solveCaptcha } from './captcha-solve';

self.onmessage = (event: MessageEvent<unknown>) => {
  const challenge = captchaChallengeSchema.safeParse(event.data);
  if (!challenge.success) {
    self.postMessage({ failed: true });
    return;
  }
  solveCaptcha(challenge.data).then(
    (answer) => self.postMessage({ answer }),
    () => self.postMessage({ failed: true }),
  );
};
