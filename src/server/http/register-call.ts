import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type Call, successSchema } from '#core/api';
import type { MessageKey } from '#core/i18n';
import { requireCallPermission } from '#server/auth/require-permission';
import type { ZodApp } from './zod-app';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request as a call's handler sees it: params, query and body already checked by the definition's schemas. */
export type CallRequest<C extends Call> = FastifyRequest<{ Params: Parsed<C['params']>; Querystring: Parsed<C['query']>; Body: Parsed<C['body']> }>;

type Envelope<R> = R extends z.ZodType ? { success: true; responseData: z.output<R> } : never;

/** The handler answers the envelope of its reply, or the reply it sent itself (a raw call's file, a refusal that says more than the envelope). */
export type CallHandler<C extends Call> = (req: CallRequest<C>, reply: FastifyReply) => Promise<Envelope<C['reply']> | FastifyReply>;

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
  /** the message of the 403 when the permission is missing, where the call says more than "forbidden" */
  refusal?: MessageKey;
  /** replies documented beside the envelope (a refusal with a body of its own), or instead of it for a raw reply (the file) */
  replies?: Record<number, z.ZodType>;
}

/**
 * Registers one call from its definition: the schemas (validation, OpenAPI, the envelope of the
 * reply), the permission check in one pre-handler, then the handler.
 */
export function registerCall<C extends Call>(app: ZodApp, call: C, options: CallRouteOptions, handler: CallHandler<C>): void {
  const { tags, summary, description, config, bodyLimit, permissionBeforeBody, refusal, replies } = options;
  const db = app.db;
  const checkPermission = async (req: FastifyRequest) => requireCallPermission(db, req, call.permission, refusal);
  app.route({
    method: call.method,
    url: call.path,
    config: { ...config, call },
    schema: {
      tags, summary,
      ...(description !== undefined && { description }),
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body === 'multipart' ? { consumes: ['multipart/form-data'] } : call.body && { body: call.body }),
      response: { ...(call.reply !== 'raw' && { 200: successSchema(call.reply) }), ...replies },
    },
    ...(bodyLimit !== undefined && { bodyLimit }),
    ...(call.permission !== 'public' && (permissionBeforeBody ? { preValidation: checkPermission } : { preHandler: checkPermission })),
    handler: (req, reply) => handler(req as unknown as CallRequest<C>, reply),
  });
}
