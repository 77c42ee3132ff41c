import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileCalls as calls } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import { validationError } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { multipartParts } from '#server/http/multipart';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { base64BodyLimit, decodeBase64 } from './base64-content';
import type { FileStorage } from './file-storage';
import { LARGEST_UPLOAD_BYTES, singleRequestMaxBytes } from './file-types';
import { type UploadContext, type WrittenUpload, commitUpload, discardUpload, writeUpload } from './receive-upload';
import { answerTokenOwner } from './answer-token';
import { tokenInvalid } from './upload-errors';
import { cleanFileName, findUsableToken, issueUploadToken, purposeOf, userOwner } from './upload-tokens';

const tags = ['file'];

/** Decision 7: a single-use token (a signed-in user's, or an answer's: answer-token.ts), then one file by multipart or base64. */
export function uploadRoutes(app: ZodApp, storage: FileStorage) {
  const db = app.db;
  const contextOf = (req: FastifyRequest): UploadContext => ({ db, storage, companyId: req.company.id, log: req.log });

  registerCall(app, calls.token, { tags, summary: 'A single-use upload token (10 minutes) for one file' }, async (req) => {
    const { formId } = req.query;
    // a token asked for with a form is for an answer's file: anyone that form takes answers from may have one
    const purpose = formId === undefined ? req.query.purpose : 'answer';
    if (purpose === 'answer' && formId === undefined) throw validationError([{ field: 'formId', key: 'validation.required' }]);
    const filename = cleanFileName(req.query.filename);
    if (filename === '') throw validationError([{ field: 'filename', key: 'validation.required' }]);
    const owner = formId === undefined ? userOwner(requireUser(req)) : await answerTokenOwner(db, req.actor, formId);
    return ok(await issueUploadToken(db, owner, filename, purpose));
  });

  registerCall(app, calls.upload, { tags, summary: 'Upload one file: multipart fields token (first) and file' }, async (req, reply) => {
    if (!req.isMultipart()) throw validationError([{ field: 'file', key: 'validation.required' }]);
    const ctx = contextOf(req);
    let token: string | null = null;
    let written: WrittenUpload | null = null;
    try {
      for await (const part of multipartParts(req)) {
        if (part.type === 'field') {
          if (part.fieldname === 'token' && typeof part.value === 'string') token = part.value.trim();
          continue;
        }
        if (part.fieldname !== 'file' || written) {
          part.file.resume();
          continue;
        }
        // the token decides the limit, so it has to arrive before the bytes
        const row = token ? await findUsableToken(db, ctx.companyId, token) : null;
        if (!row) {
          part.file.resume();
          throw token ? tokenInvalid() : validationError([{ field: 'token', key: 'validation.required' }]);
        }
        written = await writeUpload(ctx, row, part.file, 'file');
      }
    } catch (error) {
      if (written) await discardUpload(ctx, written);
      // refused before the body was read to its end: close the connection rather than wait for the rest
      if (!req.raw.complete) void reply.header('connection', 'close');
      throw error;
    }
    if (!written || !token) throw validationError([{ field: 'file', key: 'validation.required' }]);
    return ok(await commitUpload(ctx, token, written));
  });

  registerCall(app, calls.uploadBase64, {
    tags, summary: 'Upload one file as base64 (a data: URL prefix is allowed)', bodyLimit: base64BodyLimit(LARGEST_UPLOAD_BYTES),
  }, async (req) => {
    const ctx = contextOf(req);
    const row = await findUsableToken(db, ctx.companyId, req.body.token);
    if (!row) throw tokenInvalid();
    const bytes = decodeBase64(req.body.base64String, singleRequestMaxBytes(purposeOf(row)));
    const written = await writeUpload(ctx, row, Readable.from([bytes]), 'base64String');
    return ok(await commitUpload(ctx, req.body.token, written));
  });
}
