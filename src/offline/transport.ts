import { failureSchema, successSchema } from '#core/api';
import { batchReplySchema, captchaReplySchema, type BatchItemResult, type ResponseSubmission } from '#core/api';
import type { CaptchaChallenge } from '#core/captcha';
import { api } from '#core/api';
import { COMPANY_HEADER, EXPECTED_USER_HEADER } from '#core/constants';
import type { SyncConfig } from './contract';
import { getSyncConfig } from './meta';

/**
 * Codes the client makes up itself, beside the server's ErrorCode values. A problem with one of
 * these codes has an empty `message`: the app translates the code (docs/offline.md lists them).
 */
export const ClientErrorCode = {
  /** the request failed before any reply (no network, DNS, connection reset, CORS...) */
  Network: 'NETWORK_ERROR',
  /** no reply within the request timeout (captive portal, half-open connection) */
  Timeout: 'TIMEOUT',
  /** the request was cancelled by the caller's AbortSignal */
  Aborted: 'ABORTED',
  /** a 2xx reply whose body is not the expected envelope (e.g. a captive portal's HTML page) */
  BadReply: 'BAD_REPLY',
  /** an error status without the server's error envelope (a proxy, a gateway, a portal) */
  Http: 'HTTP_ERROR',
  /** no SyncConfig stored yet (setSyncConfig was never called on this device) */
  NotConfigured: 'NOT_CONFIGURED',
  /** the server's batch reply had no result for this item */
  NoResult: 'NO_RESULT',
} as const;
export type ClientErrorCodeValue = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

/** Every client code, for the app to check that its message catalogue covers them all. */
export const CLIENT_ERROR_CODES: readonly ClientErrorCodeValue[] = Object.freeze(Object.values(ClientErrorCode));

export function isClientErrorCode(code: string | null | undefined): code is ClientErrorCodeValue {
  return (CLIENT_ERROR_CODES as readonly string[]).includes(code ?? '');
}

/** The server could not be reached at all: the device may have a network, but not this server. */
export function isUnreachableCode(code: string | null | undefined): boolean {
  return code === ClientErrorCode.Network || code === ClientErrorCode.Timeout;
}

/** How long one batch request (reply body included) may take before it counts as a network failure. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * What became of one batch request, in the terms the flusher needs. `message` is the server's
 * text (already in the person's language) or '' when the problem is the client's own (a ClientErrorCode).
 */
export type TransportOutcome =
  | { kind: 'reply'; results: BatchItemResult[] }
  /** network down, timeout, 408, 429, 5xx, unreadable reply, a 4xx that is not the server's: try again later */
  | { kind: 'retry'; code: string; message: string; retryAfterMs?: number }
  /** the whole batch was refused in a way a person can fix (sign-in, forbidden...) */
  | { kind: 'attention'; code: string; message: string }
  /** 413: the flusher splits the batch, or rejects a lone item */
  | { kind: 'too-large'; code: string; message: string };

/** Whose batch it is: a batch holds the items of one sender only (flush.ts, ownership.ts). */
export interface BatchSender {
  /** 'include' for the items of the signed-in user, 'omit' for anonymous ones (`credentialsFor`) */
  credentials: RequestCredentials;
  /**
   * The user id that made the items (sent as X-Expected-User): the server refuses them with
   * SESSION_USER_CHANGED when the cookie the browser sends is another person's (`senderFor`).
   */
  expectedUser?: string;
}

/** A captcha solved for one submission (the fields of submissionProofSchema). */
export interface CaptchaProof {
  captchaId: string;
  captchaAnswer: string;
}

export interface SyncTransport {
  sendBatch(submissions: readonly ResponseSubmission[], sender: BatchSender): Promise<TransportOutcome>;
  /**
   * A fresh captcha, solved on this device without asking anyone; null when none could be had
   * now (no connection). Absent: a captcha the server asks for waits for the person.
   */
  proveCaptcha?(): Promise<CaptchaProof | null>;
}

export interface FetchTransportOptions {
  fetch?: typeof fetch;
  /** origin prefix of the API, '' for same origin */
  baseUrl?: string;
  /** defaults to the SyncConfig stored by setSyncConfig */
  config?: () => Promise<SyncConfig | null>;
  /** per request, reply body included; default REQUEST_TIMEOUT_MS */
  timeoutMs?: number;
  /** cancels the request in flight (combined with the timeout) */
  signal?: AbortSignal;
  /** solves a captcha challenge off the page's main thread; enables `proveCaptcha` */
  solveCaptcha?: (challenge: CaptchaChallenge) => Promise<string>;
}

const envelopeReply = successSchema(batchReplySchema);

/** Headers of every request the sync engine makes: JSON, the person's language and the company. */
export function syncHeaders(config: SyncConfig): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    'accept-language': config.language,
    [COMPANY_HEADER]: config.companyId,
  };
}

export function createFetchTransport(options: FetchTransportOptions = {}): SyncTransport {
  const readConfig = options.config ?? getSyncConfig;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const solve = options.solveCaptcha;
  return {
    ...(solve ? { proveCaptcha: () => fetchCaptchaProof(options, readConfig, solve) } : {}),
    async sendBatch(submissions, sender) {
      const config = await readConfig();
      if (!config) return { kind: 'retry', code: ClientErrorCode.NotConfigured, message: '' };
      const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
      // The flush holds the shared lock while it waits: a request that never settles must not hold
      // it forever. The race also covers a fetch (or a reply body) that ignores the signal.
      const deadline = createDeadline(timeoutMs, options.signal);
      try {
        const response = await deadline.race(
          doFetch(`${options.baseUrl ?? ''}${api.saveResponses}`, {
            method: 'POST',
            credentials: sender.credentials,
            headers: { ...syncHeaders(config), ...(sender.expectedUser ? { [EXPECTED_USER_HEADER]: sender.expectedUser } : {}) },
            body: JSON.stringify({ responses: submissions }),
            signal: deadline.signal,
          }),
        );
        const body: unknown = await deadline.race(response.json()).catch((error: unknown) => {
          if (deadline.signal.aborted) throw error;
          return null; // an unreadable body is judged by interpret()
        });
        return interpret(response, body);
      } catch {
        return { kind: 'retry', code: deadline.failureCode(), message: '' };
      } finally {
        deadline.clear();
      }
    },
  };
}

interface Deadline {
  signal: AbortSignal;
  race<T>(promise: Promise<T>): Promise<T>;
  /** after a failure: TIMEOUT, ABORTED (caller), or NETWORK_ERROR */
  failureCode(): ClientErrorCodeValue;
  clear(): void;
}

/** An AbortSignal that fires after `ms` or with the caller's signal (no AbortSignal.any: older browsers). */
function createDeadline(ms: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  let rejectAborted!: (reason: unknown) => void;
  const aborted = new Promise<never>((_, reject) => (rejectAborted = reject));
  aborted.catch(() => undefined);
  const abort = (reason: unknown) => {
    if (controller.signal.aborted) return;
    controller.abort(reason);
    rejectAborted(reason);
  };
  const timer = setTimeout(() => {
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
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

const captchaReply = successSchema(captchaReplySchema);

/** A new challenge for the stored company (no session: a captcha belongs to no one), solved. */
async function fetchCaptchaProof(
  options: FetchTransportOptions, readConfig: () => Promise<SyncConfig | null>, solve: (challenge: CaptchaChallenge) => Promise<string>,
): Promise<CaptchaProof | null> {
  const config = await readConfig();
  if (!config) return null;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const deadline = createDeadline(options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal);
  try {
    const response = await deadline.race(doFetch(`${options.baseUrl ?? ''}${api.captcha}`, {
      credentials: 'omit', headers: syncHeaders(config), signal: deadline.signal,
    }));
    const reply = captchaReply.safeParse(await deadline.race(response.json()));
    if (!reply.success) return null;
    const { captchaId, challenge } = reply.data.responseData;
    return { captchaId, captchaAnswer: await solve(challenge) };
  } catch {
    return null;
  } finally {
    deadline.clear();
  }
}

function interpret(response: Response, body: unknown): TransportOutcome {
  const failure = failureSchema.safeParse(body);
  // Without the server's envelope there is no translated text to show: a client code only.
  const code = failure.success ? failure.data.code : ClientErrorCode.Http;
  const message = failure.success ? failure.data.message : '';
  if (response.ok) {
    const reply = envelopeReply.safeParse(body);
    if (reply.success) return { kind: 'reply', results: reply.data.responseData.results };
    return { kind: 'retry', code: ClientErrorCode.BadReply, message: '' };
  }
  const status = response.status;
  if (status === 413) return { kind: 'too-large', code, message };
  // A refusal without the server's envelope is a captive portal's or a proxy's page, not the
  // server's word on these answers: nothing a person could fix, so it is retried like a 5xx.
  if (status === 408 || status === 429 || status >= 500 || !failure.success) {
    return { kind: 'retry', code, message, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  }
  return { kind: 'attention', code, message };
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
