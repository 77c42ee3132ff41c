import type { ZodApp } from '#server/http/zod-app';
import type { FileStorage } from './file-storage';
import { LARGEST_UPLOAD_BYTES } from './file-types';
import { serveFileRoute } from './serve-route';
import { uploadRoutes } from './upload-routes';

/**
 * Limits for @fastify/multipart: one file, a few small fields. The file may pass the largest
 * purpose limit by one byte so the route's own guard sees the overflow and answers 413.
 */
export const multipartLimits = { fileSize: LARGEST_UPLOAD_BYTES + 1, files: 1, fields: 5, fieldSize: 1024, parts: 8 };

export function fileRoutes(app: ZodApp, storage: FileStorage) {
  uploadRoutes(app, storage);
  serveFileRoute(app, storage);
}
