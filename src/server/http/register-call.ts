import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Call, successSchema } from '#core/api';
import type { MessageKey } from '#core/i18n';
import { requireCallPermission } from '#server/auth/require-permission';
import type { ZodApp } from './zod-app';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** the headers a call reads, checked; other calls see the plain request headers */
type ParsedHeaders<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request as a call's handler sees it: params, query, headers and body already checked by the definition's schemas. */
export type CallRequest<C extends Call> = FastifyRequest<{
  Params: Parsed<C['params']>; Querystring: Parsed<C['query']>; Body: ParsedBody<C>; Headers: ParsedHeaders<C['headers']>;
}>;
/** a form-encoded body reaches the handler as its text, unchecked (the handler refuses in its own format) */
type ParsedBody<C extends Call> = C['bodyEncoding'] extends 'form' ? unknown : Parsed<C['body']>;

type Envelope<C extends Call> = C['reply'] extends z.ZodType ? { success: true; responseData: z.output<C['reply']> } : never;

/** The handler returns the envelope, or the reply it sent itself (a file, a 304, a 409 that carries more than the failure). */
export type CallHandler<C extends Call> = (req: CallRequest<C>, reply: FastifyReply) => Promise<Envelope<C> | FastifyReply>;

/** What only the server says of a call: its OpenAPI text, and route settings. */
export interface CallRouteOptions {
  tags: string[];
  summary: string;
  description?: string;
  /** route config (`withoutTenant`, …) */
  config?: { withoutTenant?: boolean };
  /** bytes, where a call takes more than the server's default */
  bodyLimit?: number;
  /** check the permission before the body is parsed and validated (a large upload from anyone is refused unread) */
  permissionBeforeBody?: boolean;
  /** replies the OpenAPI document names besides the envelope's 200, by status (a raw call's file, a 409 with the session) */
  replies?: Record<number, z.ZodType>;
  /** content types of a body no schema describes (a chunk of bytes) */
  consumes?: string[];
  /** the reply is built field by field from typed values: sent as JSON without zod's check (the hot answer submissions) */
  trustedReply?: boolean;
  /** the message of the 403 when the permission is missing, where the call says more than "forbidden" */
  refusal?: MessageKey;
  /** the OpenAPI's ways in, where the call's differ from every tenant call's (the token endpoint's client authentication) */
  security?: Record<string, string[]>[];
}

const plainJson = () => (data: unknown) => JSON.stringify(data);
const FORM_TYPE = 'application/x-www-form-urlencoded';
const acceptAll = () => () => true;

type RouteOptions = Parameters<ZodApp['route']>[0];

/**
 * Adds the route; a form-encoded call in a scope of its own, where every body is read as text (so a
 * JSON or multipart body reaches the handler too, to be refused in the call's own format) and not
 * validated by the schema, which documents it.
 */
function addRoute(app: ZodApp, call: Call, route: RouteOptions): void {
  if (call.bodyEncoding !== 'form') {
    app.route(route);
    return;
  }
  void app.register((scope: ZodApp, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', ...(route.bodyLimit !== undefined && { bodyLimit: route.bodyLimit }) }, (_req, body, parsed) => { parsed(null, body); });
    scope.route({ ...route, validatorCompiler: acceptAll });
    done();
  });
}

function routeSchema(call: Call, options: CallRouteOptions) {
  const { tags, summary, description, replies, security } = options;
  const multipart = call.body === 'multipart';
  const consumes = multipart ? ['multipart/form-data'] : call.bodyEncoding === 'form' ? [FORM_TYPE] : options.consumes;
  return {
    tags, summary,
    ...(description !== undefined && { description }),
    ...(consumes && { consumes }),
    ...(security && { security }),
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.headers && { headers: call.headers }),
    ...(call.body && !multipart && { body: call.body }),
    ...(call.reply === 'raw' ? replies && { response: replies } : { response: { ...replies, 200: successSchema(call.reply) } }),
  };
}

/**
 * Registers one call from its definition: the schemas (validation, OpenAPI, the envelope of the
 * reply), the permission check in one pre-handler, then the handler.
 */
export function registerCall<C extends Call>(app: ZodApp, call: C, options: CallRouteOptions, handler: CallHandler<C>): void {
  const { config, bodyLimit, permissionBeforeBody, trustedReply, refusal } = options;
  const db = app.db;
  const checkPermission = async (req: FastifyRequest) => requireCallPermission(db, req, call.permission, refusal);
  addRoute(app, call, {
    method: call.method,
    url: call.path,
    config: { ...config, call },
    schema: routeSchema(call, options),
    ...(bodyLimit !== undefined && { bodyLimit }),
    ...(trustedReply && { serializerCompiler: plainJson }),
    ...(call.permission !== 'public' && (permissionBeforeBody ? { preValidation: checkPermission } : { preHandler: checkPermission })),
    handler: (req, reply) => handler(req as unknown as CallRequest<C>, reply),
  });
}
