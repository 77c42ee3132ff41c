import type { CaptchaChallenge } from '#core/captcha';

/**
 * Solves a captcha challenge in a Web Worker of its own (loaded only now: the solver never weighs
 * on a page that asks no captcha) and ends the worker; `signal` stops it early.
 */
export function solveInWorker(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./captcha-solver.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
    };
    const stop = () => {
      finish();
      reject(new DOMException('The captcha solve was stopped', 'AbortError'));
    };
    if (signal?.aborted) {
      stop();
      return;
    }
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<{ answer?: string }>) => {
      finish();
      if (typeof event.data.answer === 'string') resolve(event.data.answer);
      else reject(new Error('captcha: the solver found no answer'));
    };
    worker.onerror = () => {
      finish();
      reject(new Error('captcha: the solver failed'));
    };
    worker.postMessage(challenge);
  });
}
