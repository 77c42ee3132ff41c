import { z } from 'zod';
import { urlNumber, urlRowIdSchema } from './url-number.schema';

/** SPEC 5: '&' in a file name becomes '-' before the token request. */
export function uploadFileName(name: string): string {
  return name.replace(/&/g, '-');
}

/**
 * What a file is for decides the types and size the storage accepts. `answer`: a file attached to
 * an answer of a published form (anyone may ask for such a token, see docs/files.md).
 */
export const uploadPurposes = ['image', 'attachment', 'document', 'answer'] as const;
export const uploadPurposeSchema = z.enum(uploadPurposes);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** An answer's attachment (element option maxFileSizeMb <= 100); larger than 20 MB only by a resumable upload. */
export const ANSWER_FILE_MAX_BYTES = 100 * 1024 * 1024;

/** GET /v1/file/get-token?filename=&purpose=&formId= (formId: required for purpose `answer`) */
export const fileTokenQuerySchema = z.object({
  filename: z.string().trim().min(1).max(255),
  purpose: uploadPurposeSchema.default('image'),
  formId: urlRowIdSchema.optional(),
});
export const fileTokenSchema = z.object({ token: z.string(), filename: z.string(), expiresAt: z.string() });
export type FileToken = z.infer<typeof fileTokenSchema>;

/** POST /api/storage/upload/base64 (the multipart form sends fields token and file). */
export const base64UploadBodySchema = z.object({ token: z.string().min(1).max(200), base64String: z.string().min(1) });

/** What the storage answers for a stored file; `url` is where the page loads it from. */
export const storedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** GET /api/storage/files/{key}: a stored file's bytes by its random key. */
export const storageKeyParamsSchema = z.object({ key: z.string().max(100) });

/** A resumable upload's id in its path (docs/files.md). */
export const uploadIdParamsSchema = z.object({ uploadId: z.uuid() });
/** the bytes the server held when the chunk was cut: the chunk starts there */
export const chunkHeadersSchema = z.object({ 'upload-offset': urlNumber(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)) });
/** the content type of a chunk of a resumable upload */
export const UPLOAD_CHUNK_TYPE = 'application/offset+octet-stream';
