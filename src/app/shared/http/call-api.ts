import { type Call, type CallBody, callPath } from '#core/api';
import type { z } from 'zod';
import { type RequestOptions, apiRequest } from './api-client';

type Parsed<S> = S extends z.ZodType ? z.output<S> : never;
/** What the page writes for each field of a query: the parsed value ("?page=2" is `page: 2`), optional where the schema's input is. */
type QueryOf<S> = S extends z.ZodType ? { [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] | Extract<z.input<S>[K], undefined> : never } : never;

type ParamsOption<C extends Call> = C['params'] extends z.ZodType ? { params: Parsed<C['params']> } : { params?: never };
type QueryOption<C extends Call> = C['query'] extends z.ZodType ? { query?: QueryOf<C['query']> } : { query?: never };
/** a multipart upload's body is the FormData of its parts */
type BodyOption<C extends Call> = C['body'] extends 'multipart' ? { body: FormData } : C['body'] extends z.ZodType ? { body: z.input<C['body']> } : { body?: never };

/** A call answered in the envelope (a raw call's file is fetched as a download, not here). */
type EnvelopeCall = Call<z.ZodType | undefined, z.ZodType | undefined, CallBody, z.ZodType>;

export type CallOptions<C extends Call> = ParamsOption<C> & QueryOption<C> & BodyOption<C> & Pick<RequestOptions<z.ZodType>, 'signal' | 'onResponse'>;

type QueryValue = string | number | boolean | undefined;
const isQueryValue = (value: unknown): value is QueryValue => value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

/** A list or an object in a query travels as JSON text (the answer table's `where`). */
const queryText = (value: unknown): QueryValue => (isQueryValue(value) ? value : JSON.stringify(value));

function queryOf(query: object): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, queryText(value)]));
}

/** One call of the API from its definition (docs/server-api.md): the path filled in and encoded, the reply checked. */
export function callApi<C extends EnvelopeCall>(call: C, ...[options]: Partial<CallOptions<C>> extends CallOptions<C> ? [CallOptions<C>?] : [CallOptions<C>]): Promise<z.output<C['reply']>> {
  const { params, query, ...passed } = (options ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown } & Pick<RequestOptions<z.ZodType>, 'signal' | 'onResponse'>;
  return apiRequest<C['reply']>(callPath(call, params), { ...passed, method: call.method, schema: call.reply, ...(query && { query: queryOf(query) }) });
}
