import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { files } from '#server/db/schema/index';
import { notFound } from '#server/http/api-error';
import type { ZodApp } from '#server/http/zod-app';
import { type FileStorage, isStorageKey } from './file-storage';
import { isImageType } from './file-types';

const paramsSchema = z.object({ key: z.string().max(100) });

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * which the header grammar does not allow. */
export const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Stored files are public to whoever has the URL (cover images are shown to citizens): the random
 * key is the only credential, so the route needs neither session nor x-company-id (an <img> sends
 * neither). Keys never change content, hence the immutable cache.
 */
export function serveFileRoute(app: ZodApp, storage: FileStorage) {
  app.get('/api/storage/files/:key', {
    config: { withoutTenant: true },
    schema: { tags: ['file'], summary: 'The bytes of a stored file (public by URL)', params: paramsSchema },
  }, async (req, reply) => {
    const { key } = req.params;
    if (!isStorageKey(key)) throw notFound();
    const [row] = await app.db.select().from(files).where(and(eq(files.storageKey, key), isNull(files.deletedAt))).limit(1);
    if (!row) throw notFound();
    const etag = `"${key}"`;
    void reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
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
