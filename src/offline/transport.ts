import { authCalls, responseCalls, type BatchItemResult, type ResponseSubmission } from '#core/api';
import type { CaptchaChallenge } from '#core/captcha';
import type { SyncConfig } from './contract';
import { ClientErrorCode } from './http/client-error-code';
import {
  JSON_HEADERS, REQUEST_TIMEOUT_MS, RequestFailed, identityHeaders, isTransient, problemOf, readEnvelope, sendRequest, type HttpReply,
} from './http/http-client';
import { getSyncConfig } from './meta';

/**
 * What became of one batch request, in the terms the flusher needs. `message` is the server's
 * text (already in the person's language) or '' when the problem is the client's own (a ClientErrorCode).
 */
export type TransportOutcome =
  | { kind: 'reply'; results: BatchItemResult[] }
  /** network down, timeout, 408, 429, 5xx, unreadable reply, a 4xx that is not the server's: try again later */
  | { kind: 'retry'; code: string; message: string; retryAfterMs?: number | undefined }
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

export function createFetchTransport(options: FetchTransportOptions = {}): SyncTransport {
  const readConfig = options.config ?? getSyncConfig;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const solve = options.solveCaptcha;
  return {
    ...(solve ? { proveCaptcha: () => fetchCaptchaProof(options, readConfig, solve) } : {}),
    async sendBatch(submissions, sender) {
      const config = await readConfig();
      if (!config) return { kind: 'retry', code: ClientErrorCode.NotConfigured, message: '' };
      // The flush holds the shared lock while it waits: a request that never settles must not hold
      // it forever (sendRequest's deadline also ends a fetch or a reply body that ignores its signal).
      try {
        const reply = await sendRequest({
          url: `${options.baseUrl ?? ''}${responseCalls.saveBatch.path}`,
          method: responseCalls.saveBatch.method,
          credentials: sender.credentials,
          headers: { ...JSON_HEADERS, ...identityHeaders({ ...config, expectedUser: sender.expectedUser }) },
          body: JSON.stringify({ responses: submissions }),
          signal: options.signal,
          timeoutMs,
          fetch: options.fetch,
        });
        return interpret(reply, readBatchReply(reply));
      } catch (error) {
        if (error instanceof RequestFailed) return { kind: 'retry', code: error.code, message: '' };
        throw error;
      }
    },
  };
}

/** A new challenge for the stored company (no session: a captcha belongs to no one), solved. */
async function fetchCaptchaProof(
  options: FetchTransportOptions, readConfig: () => Promise<SyncConfig | null>, solve: (challenge: CaptchaChallenge) => Promise<string>,
): Promise<CaptchaProof | null> {
  const config = await readConfig();
  if (!config) return null;
  try {
    const reply = await sendRequest({
      url: `${options.baseUrl ?? ''}${authCalls.captcha.path}`,
      credentials: 'omit',
      headers: { ...JSON_HEADERS, ...identityHeaders(config) },
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      fetch: options.fetch,
    });
    const reading = readEnvelope(reply, authCalls.captcha.reply);
    if (reading.kind !== 'data') return null;
    const { captchaId, challenge } = reading.data;
    return { captchaId, captchaAnswer: await solve(challenge) };
  } catch (error) {
    if (error instanceof RequestFailed) return null;
    throw error;
  }
}

/** The server's reply in the flusher's terms. */
function interpret({ response }: HttpReply, reading: ReturnType<typeof readBatchReply>): TransportOutcome {
  if (reading.kind === 'data') return { kind: 'reply', results: reading.data.results };
  const problem = problemOf(reading);
  if (response.ok) return { kind: 'retry', ...problem };
  if (response.status === 413) return { kind: 'too-large', ...problem };
  if (isTransient(response.status, reading)) return { kind: 'retry', ...problem, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  return { kind: 'attention', ...problem };
}

const readBatchReply = (reply: HttpReply) => readEnvelope(reply, responseCalls.saveBatch.reply);

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
