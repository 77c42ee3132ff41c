import { z } from 'zod';
import type { CallMethod } from '#core/api';
import {
  ClientErrorCode, RequestFailed, identityHeaders, readEnvelope, sendRequest, type FailedReading, type HttpReply, type ReplyLike,
} from '#offline/index';
import { appConfig } from '#app/shared/config/app-config';
import { currentLanguage } from '#app/shared/i18n/language-store';
import { ApiError } from './api-error';
import { takeInlineReply } from './inline-reply';

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions<T extends z.ZodType> {
  method?: CallMethod;
  /** JSON, or a FormData of a multipart upload */
  body?: unknown;
  query?: Query;
  /** checks the reply's responseData; a reply of another shape is a client error, not a crash */
  schema?: T;
  signal?: AbortSignal;
  /** sees the raw reply (its headers) before its envelope is read */
  onResponse?: (response: Response) => void;
}

export function apiHeaders(): Record<string, string> {
  return identityHeaders({ companyId: appConfig.companyId, language: currentLanguage() });
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The page's error for a failed reply: the server's refusal, or what the status says. */
export function apiErrorOf({ response }: { response: Pick<Response, 'ok' | 'status' | 'statusText'> }, reading: FailedReading): ApiError {
  if (reading.kind === 'refused') return ApiError.fromFailure(response.status, reading.failure);
  if (response.ok) return new ApiError(response.status, 'BAD_REPLY', 'The server reply has an unexpected shape');
  return new ApiError(response.status, response.status >= 500 ? 'SERVER_ERROR' : 'BAD_REPLY', response.statusText);
}

/** No reply: the caller's cancel goes on as the abort it is (React Query expects it), the rest is NETWORK. */
export function noReplyError(error: unknown): unknown {
  if (!(error instanceof RequestFailed)) return error;
  return error.code === ClientErrorCode.Aborted ? error.reason : new ApiError(0, 'NETWORK', 'network');
}

/** The request's body and its content type: JSON, or a FormData that sets its own multipart type. */
function encodeBody(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} };
  if (body instanceof FormData) return { body, headers: {} };
  return { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

/** Every call of the page goes through here: tenant header, language, envelope (the fetch itself is #offline's sendRequest). */
export async function apiRequest<T extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<z.infer<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const url = withQuery(path, options.query);
  const inline = method === 'GET' ? takeInlineReply(url, currentLanguage()) : null;
  if (inline) return readReply(inline, options.schema);
  const encoded = encodeBody(options.body);
  let reply: HttpReply;
  try {
    reply = await sendRequest({
      url,
      method,
      headers: { ...apiHeaders(), ...encoded.headers },
      ...(encoded.body === undefined ? {} : { body: encoded.body }),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    throw noReplyError(error);
  }
  options.onResponse?.(reply.response);
  return readReply(reply, options.schema);
}

/** The data of a reply's envelope, checked by `schema`; the refusal or a bad reply is thrown as the page's error. */
function readReply<T extends z.ZodType>(reply: ReplyLike & { response: Pick<Response, 'statusText'> }, schema: T | undefined): z.infer<T> {
  const reading = readEnvelope(reply, schema ?? z.unknown());
  if (reading.kind !== 'data') throw apiErrorOf(reply, reading);
  return reading.data as z.infer<T>;
}
