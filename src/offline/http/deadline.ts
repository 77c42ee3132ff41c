import { ClientErrorCode, type NoReplyCode } from './client-error-code';

export interface Deadline {
  /** fires after the deadline or with the caller's signal */
  signal: AbortSignal;
  /** the promise, unless the signal fires first: also ends a fetch (or a reply body) that ignores the signal */
  race<T>(promise: Promise<T>): Promise<T>;
  /** after a failure: TIMEOUT, ABORTED (caller), or NETWORK_ERROR */
  failureCode(): NoReplyCode;
  /** stops the timer; `keepCallerLink` leaves the caller's signal able to cancel a body still being read */
  clear(keepCallerLink?: boolean): void;
}

/**
 * An AbortSignal that fires after `ms` (none: no deadline) or with the caller's signal. Not
 * AbortSignal.timeout / any: the service workers of older browsers lack `any`, and a race is
 * needed anyway for a fetch that ignores its signal.
 */
export function createDeadline(ms: number | undefined, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  let rejectAborted: (reason: unknown) => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => (rejectAborted = reject));
  aborted.catch(() => undefined);
  const abort = (reason: unknown) => {
    if (controller.signal.aborted) return;
    controller.abort(reason);
    rejectAborted(reason);
  };
  const timer = ms === undefined ? undefined : setTimeout(() => {
    timedOut = true;
    abort(new DOMException('The request timed out', 'TimeoutError'));
  }, ms);
  const onCallerAbort = () => abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    race: (promise) => Promise.race([promise, aborted]),
    failureCode: () => (timedOut ? ClientErrorCode.Timeout : controller.signal.aborted ? ClientErrorCode.Aborted : ClientErrorCode.Network),
    clear: (keepCallerLink = false) => {
      clearTimeout(timer);
      if (!keepCallerLink) callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
