import type { Readable } from 'node:stream';
import type { StoredFile } from '#core/api';
import { api } from '#core/api';
import type { Db } from '#server/db/connect';
import type { Logger } from '#server/domain/logger';
import { files } from '#server/db/schema/index';
import { ApiError } from '#server/http/api-error';
import { multipartFailure } from '#server/http/multipart';
import { type FileStorage, newStorageKey } from './file-storage';
import { SNIFF_BYTES, singleRequestMaxBytes, sniffType, uploadRules } from './file-types';
import { fileTooLarge, fileTypeRefused, tokenInvalid, uploadFailed } from './upload-errors';
import { limitSize, peekHead } from './upload-stream';
import { type UploadTokenRow, consumeUploadToken, purposeOf } from './upload-tokens';

export interface UploadContext {
  db: Db;
  storage: FileStorage;
  companyId: number;
  log: Logger;
}

/** Bytes on disk that no row points to yet: committed, or removed. */
export interface WrittenUpload {
  key: string;
  size: number;
  mimeType: string;
}

/** Checks the type by content, then stores the bytes while counting them against the purpose's limit. */
export async function writeUpload(ctx: UploadContext, row: UploadTokenRow, source: Readable, field: string): Promise<WrittenUpload> {
  const purpose = purposeOf(row);
  const rule = { types: uploadRules[purpose].types, maxBytes: singleRequestMaxBytes(purpose) };
  try {
    const { head, content } = await peekHead(source, SNIFF_BYTES);
    const type = sniffType(head, row.filename);
    if (!type || !rule.types.includes(type.mime)) {
      content.resume();
      throw fileTypeRefused(field);
    }
    const key = newStorageKey(type.extension);
    const size = await ctx.storage.put(key, limitSize(content, rule.maxBytes, () => fileTooLarge(field, rule.maxBytes)));
    return { key, size, mimeType: type.mime };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 413) throw fileTooLarge(field, rule.maxBytes);
    // the sender's body broke (cut short, malformed): the parser failed the source, not the storage
    if (source.errored) throw multipartFailure(source.errored);
    ctx.log.error({ err: error }, 'file storage failed');
    throw uploadFailed();
  }
}

/** Uses the token and records the file in one transaction; on any failure the bytes are removed. */
export async function commitUpload(ctx: UploadContext, token: string, written: WrittenUpload): Promise<StoredFile> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await consumeUploadToken(tx, ctx.companyId, token);
      if (!row) throw tokenInvalid();
      const [file] = await tx.insert(files).values({
        companyId: row.companyId, ownerId: row.userId, formId: row.formId, name: row.filename, storageKey: written.key, mimeType: written.mimeType, size: written.size,
      }).returning();
      if (!file) throw new Error('file row not written');
      return { id: file.id, name: file.name, url: api.storageFile(file.storageKey), mimeType: file.mimeType, size: file.size };
    });
  } catch (error) {
    await discardUpload(ctx, written);
    throw error;
  }
}

export async function discardUpload(ctx: UploadContext, written: WrittenUpload): Promise<void> {
  try {
    await ctx.storage.remove(written.key);
  } catch (error) {
    ctx.log.error({ err: error, key: written.key }, 'could not remove an upload that was refused');
  }
}
