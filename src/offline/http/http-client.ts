import { z } from 'zod';
import { type Failure, failureSchema, successSchema } from '#core/api';
import { COMPANY_HEADER, EXPECTED_USER_HEADER } from '#core/constants';
import { ClientErrorCode, type NoReplyCode } from './client-error-code';
import { createDeadline } from './deadline';

/** How long a request of the offline senders (reply body included) may take before it counts as a network failure. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Whom a request speaks for: the tenant, the person's language and, for queued items, the user who made them. */
export interface RequestIdentity {
  companyId: string;
  language: string;
  /** sent as X-Expected-User: the server refuses the request when the session is another person's */
  expectedUser?: string | undefined;
}

export function identityHeaders(identity: RequestIdentity): Record<string, string> {
  return {
    [COMPANY_HEADER]: identity.companyId,
    'accept-language': identity.language,
    ...(identity.expectedUser ? { [EXPECTED_USER_HEADER]: identity.expectedUser } : {}),
  };
}

export const JSON_HEADERS: Readonly<Record<string, string>> = { 'content-type': 'application/json', accept: 'application/json' };

export interface HttpRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  credentials?: RequestCredentials;
  /** the caller's cancel, combined with the deadline */
  signal?: AbortSignal | undefined;
  /** for the request and its reply body; none: as long as the browser waits */
  timeoutMs?: number | undefined;
  /** 'json' (default): the body read as JSON (null when unreadable); 'none': left for the caller to stream */
  read?: 'json' | 'none';
  /** tests: a fake network */
  fetch?: typeof fetch | undefined;
}

export interface HttpReply {
  response: Response;
  /** the JSON body, or null when it is not JSON (or was not read) */
  body: unknown;
}

/** What reading an envelope needs of a reply (an XMLHttpRequest's reply has it too). */
export interface ReplyLike {
  response: Pick<Response, 'ok' | 'status'>;
  body: unknown;
}

/** No reply at all: the network, the deadline or the caller's cancel (`reason` is the caller's). */
export class RequestFailed extends Error {
  constructor(readonly code: NoReplyCode, readonly reason: unknown) {
    super(code);
    this.name = 'RequestFailed';
  }
}

/** The one fetch of the client: the page's calls and every offline sender go through it. */
export async function sendRequest(request: HttpRequest): Promise<HttpReply> {
  const doFetch = request.fetch ?? globalThis.fetch.bind(globalThis);
  const deadline = createDeadline(request.timeoutMs, request.signal);
  const streamed = request.read === 'none';
  try {
    const response = await deadline.race(doFetch(request.url, {
      method: request.method ?? 'GET',
      headers: request.headers ?? {},
      body: request.body ?? null,
      ...(request.credentials ? { credentials: request.credentials } : {}),
      signal: deadline.signal,
    }));
    if (streamed) return { response, body: null };
    const body: unknown = await deadline.race(response.json()).catch((error: unknown) => {
      if (deadline.signal.aborted) throw error;
      return null; // an unreadable body is judged by readEnvelope()
    });
    return { response, body };
  } catch (error) {
    throw new RequestFailed(deadline.failureCode(), error);
  } finally {
    deadline.clear(streamed);
  }
}

/** What a reply says, in the envelope's terms. */
export type EnvelopeReading<T> =
  | { kind: 'data'; data: T }
  /** the server's own refusal: its code, and its message already in the person's language */
  | { kind: 'refused'; failure: Failure }
  /** not the server's envelope: BAD_REPLY for a 2xx of another shape, HTTP_ERROR for an error status (a portal, a proxy) */
  | { kind: 'unexpected'; code: typeof ClientErrorCode.BadReply | typeof ClientErrorCode.Http };
export type FailedReading = Exclude<EnvelopeReading<unknown>, { kind: 'data' }>;

const successEnvelope = successSchema(z.unknown());

export function readEnvelope<T extends z.ZodType>(reply: ReplyLike, data: T): EnvelopeReading<z.infer<T>> {
  if (!reply.response.ok) return readFailure(reply);
  const envelope = successEnvelope.safeParse(reply.body);
  const parsed = envelope.success ? data.safeParse(envelope.data.responseData) : null;
  return parsed?.success ? { kind: 'data', data: parsed.data } : readFailure(reply);
}

/** What a reply that is not the expected data says: the server's refusal, or a client code. */
export function readFailure(reply: ReplyLike): FailedReading {
  if (reply.response.ok) return { kind: 'unexpected', code: ClientErrorCode.BadReply };
  const failure = failureSchema.safeParse(reply.body);
  return failure.success ? { kind: 'refused', failure: failure.data } : { kind: 'unexpected', code: ClientErrorCode.Http };
}

/**
 * Whether a failed reply may succeed later by itself: 408, 429, 5xx, or a reply without the
 * server's envelope (a captive portal's or a proxy's page is not the server's word on the request).
 * The rest is a refusal a person has to act on.
 */
export function isTransient(status: number, reading: FailedReading): boolean {
  return reading.kind === 'unexpected' || status === 408 || status === 429 || status >= 500;
}

/** The code and text of a failed reading ('' text for a client code: the app translates it). */
export function problemOf(reading: FailedReading): { code: string; message: string } {
  return reading.kind === 'refused' ? { code: reading.failure.code, message: reading.failure.message } : { code: reading.code, message: '' };
}
