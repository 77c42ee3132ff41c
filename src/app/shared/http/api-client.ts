import { COMPANY_HEADER } from '#core/constants';
import { failureSchema } from '#core/api';
import type { z } from 'zod';
import { appConfig } from '#app/shared/config/app-config';
import { currentLanguage } from '#app/shared/i18n/language-store';
import { ApiError } from './api-error';

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions<T extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or a FormData of a multipart upload */
  body?: unknown;
  query?: Query;
  /** checks the reply's responseData; a reply of another shape is a client error, not a crash */
  schema?: T;
  signal?: AbortSignal;
  /** sees the raw reply (its headers) before the body is read */
  onResponse?: (response: Response) => void;
}

export function apiHeaders(): Record<string, string> {
  return { [COMPANY_HEADER]: appConfig.companyId, 'accept-language': currentLanguage() };
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Every call of the page goes through here: tenant header, language, envelope. */
export async function apiRequest<T extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<z.infer<T>> {
  const headers: Record<string, string> = apiHeaders();
  // a FormData body (a file upload) sets its own multipart content type
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body instanceof FormData ? options.body : options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'network');
  }
  options.onResponse?.(response);
  const body: unknown = await response.json().catch(() => null);
  const failure = failureSchema.safeParse(body);
  if (failure.success) throw ApiError.fromFailure(response.status, failure.data);
  if (!response.ok || typeof body !== 'object' || body === null || !('responseData' in body)) {
    throw new ApiError(response.status || 0, response.status >= 500 ? 'SERVER_ERROR' : 'BAD_REPLY', response.statusText);
  }
  const data = body.responseData;
  if (!options.schema) return data as z.infer<T>;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'BAD_REPLY', 'The server reply has an unexpected shape');
  return parsed.data;
}
