import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, configCalls as calls } from '#core/api';
import { api } from '#core/api';
import { requireUser } from '#server/auth/current-user';
import type { FileStorage } from '#server/files/file-storage';
import { newStorageKey } from '#server/files/file-storage';
import { ApiError, validationError } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { firstFilePart, multipartFailure } from '#server/http/multipart';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { readLogo } from './logo-file';
import { setLogo } from './logo-store';

const tags = ['config'];
const who = 'administrators, system users, ConfigManage';
const failed = (key: 'error.logoChangeFailed' | 'error.logoRemoveFailed') => new ApiError(500, ErrorCode.Server, { key });

/** POST config/logo (multipart `file`: PNG, JPEG or WebP up to 1 MB) and DELETE config/logo. */
export function logoRoutes(app: ZodApp, storage: FileStorage): void {
  const db = app.db;
  const removeBytes = async (req: FastifyRequest, key: string | null) => {
    if (!key) return;
    try {
      await storage.remove(key);
    } catch (error) {
      req.log.error({ err: error, key }, 'could not remove a replaced logo');
    }
  };

  registerCall(app, calls.uploadLogo, { tags, summary: `Upload or replace a logo: ?target=logo (system logo, default), logoHeadWhite or logoHeadBlue (${who})` }, async (req, reply) => {
    const user = requireUser(req);
    const part = req.isMultipart() ? await firstFilePart(req) : undefined;
    if (part?.fieldname !== 'file') throw validationError([{ field: 'file', key: 'validation.required' }]);
    let logo;
    try {
      logo = await readLogo(part.file, part.filename);
    } catch (error) {
      if (!req.raw.complete) void reply.header('connection', 'close');
      throw multipartFailure(error);
    }
    const key = newStorageKey(logo.extension);
    const { target } = req.query;
    try {
      await storage.put(key, Readable.from([logo.bytes]));
      const name = part.filename || `logo.${logo.extension}`;
      const previous = await setLogo(db, req.actor, target, { storageKey: key, name, mimeType: logo.mime, size: logo.bytes.length, ownerId: user.id });
      app.hotRows.companies.forget(req.company.id);
      await removeBytes(req, previous);
    } catch (error) {
      await removeBytes(req, key);
      if (error instanceof ApiError) throw error;
      req.log.error({ err: error }, 'logo change failed');
      throw failed('error.logoChangeFailed');
    }
    return ok({ target, url: api.storageFile(key) });
  });

  registerCall(app, calls.removeLogo, { tags, summary: `Remove a logo (the product's mark shows again) (${who})` }, async (req) => {
    const { target } = req.query;
    let previous: string | null;
    try {
      previous = await setLogo(db, req.actor, target, null);
    } catch (error) {
      req.log.error({ err: error }, 'logo removal failed');
      throw failed('error.logoRemoveFailed');
    }
    app.hotRows.companies.forget(req.company.id);
    await removeBytes(req, previous);
    return ok({ target, url: null });
  });
}
