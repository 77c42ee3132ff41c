import type { z } from 'zod';
import type { PermissionCode } from '#core/permissions';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call, checked by the server before the handler runs: anyone (`public`), any
 * signed-in user or integration (`signed-in`), or an administrator, a system user or a holder of
 * the code (of any of the codes). Rights that need the row (a form shared with the user) are the
 * handler's: the definition names the plain check only.
 */
export type CallPermission = 'public' | 'signed-in' | PermissionCode | readonly PermissionCode[];

/**
 * A body the handler reads itself as `multipart/form-data` (an upload), and a reply the handler
 * sends itself instead of the envelope (a file): docs/server-api.md, "Call definitions".
 */
export type CallBody = z.ZodType | 'multipart' | undefined;
export type CallReply = z.ZodType | 'raw';

/** One call of the API: the one definition the server registers and the page calls (docs/server-api.md). */
export interface Call<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends CallBody = CallBody,
  R extends CallReply = CallReply,
> {
  method: CallMethod;
  /** as SPEC 7 spells it, path parameters written `:name` */
  path: string;
  params: P;
  query: Q;
  body: B;
  /** the `responseData` of the envelope, or `'raw'` */
  reply: R;
  permission: CallPermission;
}

interface CallDefinition<P, Q, B, R> {
  method: CallMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  reply: R;
  permission: CallPermission;
}

export function defineCall<
  R extends CallReply,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends CallBody = undefined,
>(definition: CallDefinition<P, Q, B, R>): Call<P, Q, B, R> {
  const { params, query, body } = definition;
  return { ...definition, params: params as P, query: query as Q, body: body as B };
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
