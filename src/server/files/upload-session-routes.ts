import type { FastifyRequest } from 'fastify';
import { ErrorCode, UPLOAD_CHUNK_TYPE, fileCalls as calls, uploadOffsetConflictSchema } from '#core/api';
import { ApiError } from '#server/http/api-error';
import { failureBody, ok } from '#server/http/envelope';
import { requestLanguage } from '#server/http/language';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import type { FileStorage } from './file-storage';
import type { UploadContext } from './receive-upload';
import { CHUNK_MAX_BYTES, appendChunk, sessionStatus, startSession } from './upload-sessions';

const tags = ['file'];
/**
 * Resumable uploads of large answer attachments (docs/files.md): POST starts a session with a
 * token, GET (or HEAD) tells how many bytes arrived, PATCH appends the next chunk at `Upload-Offset`.
 * The random upload id is the credential, as the token was: no session cookie is needed.
 */
export function uploadSessionRoutes(app: ZodApp, storage: FileStorage): void {
  const contextOf = (req: FastifyRequest): UploadContext => ({ db: app.db, storage, companyId: req.company.id, log: req.log });

  // own scope: the raw-bytes body parser serves these routes only
  void app.register((scope: ZodApp, _options, done) => {
    scope.addContentTypeParser(UPLOAD_CHUNK_TYPE, { parseAs: 'buffer', bodyLimit: CHUNK_MAX_BYTES }, (_req, body, done) => done(null, body));

    registerCall(scope, calls.startUpload, { tags, summary: 'Start a resumable upload with a token: {token, size, type}' }, async (req, reply) => {
      const session = await startSession(contextOf(req), req.body);
      void reply.header('upload-offset', String(session.received));
      return ok(session);
    });

    registerCall(scope, calls.uploadStatus, { tags, summary: 'How many bytes of a resumable upload arrived (and the key once complete)' }, async (req, reply) => {
      const session = await sessionStatus(contextOf(req), req.params.uploadId);
      void reply.header('upload-offset', String(session.received)).header('cache-control', 'no-store');
      return ok(session);
    });

    registerCall(scope, calls.appendChunk, {
      tags,
      summary: `Append the next chunk (${UPLOAD_CHUNK_TYPE}, at most 2 MB) at Upload-Offset; 409 with the session when the offset is not the server's`,
      bodyLimit: CHUNK_MAX_BYTES,
      consumes: [UPLOAD_CHUNK_TYPE],
      replies: { 409: uploadOffsetConflictSchema },
    }, async (req, reply) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await appendChunk(contextOf(req), req.params.uploadId, req.headers['upload-offset'], bytes);
      void reply.header('upload-offset', String(outcome.session.received));
      if (outcome.kind === 'ok') return ok(outcome.session);
      const error = new ApiError(409, ErrorCode.Conflict, { key: 'error.uploadOffsetMismatch', values: { received: outcome.session.received } });
      return reply.code(409).send({ ...failureBody(requestLanguage(req), error), session: outcome.session });
    });
    done();
  });
}
