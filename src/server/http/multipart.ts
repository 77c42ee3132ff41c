import fastifyMultipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { ErrorCode } from '#core/api';
import { ApiError } from './api-error';

const MULTIPART = 'multipart/form-data';

export const unsupportedMediaType = () => new ApiError(400, ErrorCode.BadRequest, { key: 'error.unsupportedMediaType' });
const malformedMultipart = () => new ApiError(400, ErrorCode.BadRequest, { key: 'error.badMultipart' });

function clientStatus(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * What reading a multipart body raised, as the reply. The plugin's own refusals (limits 413, a
 * `__proto__` field...) keep their status; everything else comes from the parser (busboy: no
 * boundary, a body cut short, a malformed part header) and carries none: the sender's malformed
 * body, a 400, never a 500.
 */
export function multipartFailure(error: unknown): unknown {
  return error instanceof ApiError || clientStatus(error) ? error : malformedMultipart();
}

function acceptsMultipart(schema: FastifySchema | undefined): boolean {
  const consumes = (schema as { consumes?: unknown } | undefined)?.consumes;
  return Array.isArray(consumes) && consumes.includes(MULTIPART);
}

/**
 * Multipart bodies, for the routes that declare `consumes: ['multipart/form-data']` only: any
 * other route refuses one instead of ignoring a body it never reads.
 */
export async function installMultipart(app: FastifyInstance, limits: Record<string, number>): Promise<void> {
  await app.register(fastifyMultipart, { limits });
  app.addHook('preValidation', (req, _reply, done) => {
    done(req.isMultipart() && !acceptsMultipart(req.routeOptions.schema) ? unsupportedMediaType() : undefined);
  });
}

/** Every part of the request's multipart body; the parser's failures become 400 (or 413) replies. */
export async function* multipartParts(req: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = req.parts()[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw multipartFailure(error);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await parts.return?.();
  }
}

/** The first file part of the body, if any (fields before it are skipped). */
export async function firstFilePart(req: FastifyRequest): Promise<MultipartFile | undefined> {
  for await (const part of multipartParts(req)) {
    if (part.type === 'file') return part;
  }
  return undefined;
}
