import type { FastifyRequest } from 'fastify';
import { fileCalls } from '#core/api';
import { activeUserOf } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { ApiError, notFound } from '#server/http/api-error';
import { registerCall } from '#server/http/register-call';
import { sessionOf } from '#server/http/session-hook';
import type { ZodApp } from '#server/http/zod-app';
import { loadReadableForm } from '#server/statistics/readable-form';
import { type FileRow, storedFileByKey } from './queries';
import { type FileStorage, isStorageKey } from './file-storage';
import { isImageType } from './file-types';

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * which the header grammar does not allow. */
export const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * An answer attachment (the file names a form) goes only to a signed-in user of its company who
 * may read that form's answers: the rule of the statistics and answers calls (loadReadableForm).
 */
async function mayRead(db: Db, req: FastifyRequest, file: FileRow): Promise<boolean> {
  if (file.formId === null) return true;
  const user = activeUserOf(await sessionOf(db, req, file.companyId));
  if (!user) return false;
  try {
    await loadReadableForm(db, user, file.companyId, file.formId);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/**
 * Covers, logos, news and image elements are public by URL (citizens see them; an <img> sends no
 * x-company-id), the random key being their only credential, and cached for good (a key never
 * changes content). Answer attachments hold personal data: readers of the form's answers only
 * (their session cookie), never cached by anyone; anyone else gets the 404 of an unknown key, so
 * a leaked URL does not even confirm that the file exists (docs/security.md).
 */
export function serveFileRoute(app: ZodApp, storage: FileStorage) {
  registerCall(app, fileCalls.file, {
    tags: ['file'], summary: 'The bytes of a stored file (public by URL; answer attachments: readers of the answers only)', config: { withoutTenant: true },
  }, async (req, reply) => {
    const { key } = req.params;
    if (!isStorageKey(key)) throw notFound();
    const row = await storedFileByKey(app.db, key);
    if (!row || !(await mayRead(app.db, req, row))) throw notFound();
    const etag = `"${key}"`;
    void reply.header('cache-control', row.formId === null ? 'public, max-age=31536000, immutable' : 'private, no-store').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    const stored = await storage.open(key);
    if (!stored) {
      req.log.warn({ key }, 'file row without stored bytes');
      throw notFound();
    }
    const disposition = isImageType(row.mimeType) ? 'inline' : 'attachment';
    return reply
      .type(row.mimeType.startsWith('text/') ? `${row.mimeType}; charset=utf-8` : row.mimeType)
      .header('content-length', stored.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', `${disposition}; filename*=UTF-8''${rfc5987(row.name)}`)
      .send(stored.stream);
  });
}
