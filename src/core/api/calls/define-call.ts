import type { z } from 'zod';
import type { PermissionCode } from '#core/permissions';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call, checked by the server before the handler runs: anyone (`public`), any
 * signed-in user or integration (`signed-in`), system users only (`system-user`: what is global to
 * the installation), or an administrator, a system user or a holder of the code (of any of the
 * codes). Rights that need the row (a form shared with the user) are the handler's: the definition
 * names the plain check only.
 */
export type CallPermission = 'public' | 'signed-in' | 'system-user' | PermissionCode | readonly PermissionCode[];

/** The reply of a call that is not the envelope: a file or a stream the handler sends itself (docs/server-api.md). */
export type RawReply = 'raw';
/** The body of a multipart upload, read part by part by the handler, never parsed whole (docs/server-api.md). */
export type MultipartBody = 'multipart';

type Schema = z.ZodType | undefined;

/**
 * A body the handler reads itself as `multipart/form-data` (an upload), and a reply the handler
 * sends itself instead of the envelope (a file): docs/server-api.md, "Call definitions".
 */
export type CallBody = z.ZodType | 'multipart' | undefined;
export type CallReply = z.ZodType | 'raw';

/** One call of the API: the one definition the server registers and the page calls (docs/server-api.md). */
export interface Call<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema | MultipartBody = Schema | MultipartBody,
  R extends z.ZodType | RawReply = z.ZodType | RawReply,
  H extends Schema = Schema,
> {
  method: CallMethod;
  /** as SPEC 7 spells it, path parameters written `:name` */
  path: string;
  params: P;
  query: Q;
  body: B;
  /** request headers the call reads (X-Expected-User, X-Export-Id) */
  headers: H;
  /** the `responseData` of the envelope, or `'raw'` for a file the handler sends */
  reply: R;
  permission: CallPermission;
  /**
   * `'form'`: the body is `application/x-www-form-urlencoded` (OAuth's token request), handed to the
   * handler as its text; the body schema documents it, the handler checks it to refuse in its own
   * format (with a `'raw'` reply). Absent: JSON, checked by the body schema.
   */
  bodyEncoding?: BodyEncoding;
}

export type BodyEncoding = 'form';

interface CallDefinition<P, Q, B, R, H> {
  method: CallMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  headers?: H;
  reply: R;
  permission: CallPermission;
  bodyEncoding?: BodyEncoding;
}

export function defineCall<
  R extends z.ZodType | RawReply,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema | MultipartBody = undefined,
  H extends Schema = undefined,
>(definition: CallDefinition<P, Q, B, R, H>): Call<P, Q, B, R, H> {
  const { params, query, body, headers } = definition;
  return { ...definition, params: params as P, query: query as Q, body: body as B, headers: headers as H };
}

/** The `:name` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1] ?? '');
}

type PathValue = string | number;

/** The path of one call with its parameters filled in, each encoded ("/form/:id/detail" → "/form/12/detail"). */
export function callPath(call: Pick<Call, 'path'>, params: Readonly<Record<string, PathValue>> = {}): string {
  return call.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
