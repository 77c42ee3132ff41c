import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_IMPORT_MAX_BYTES } from '#core/api';
import { fileTooLarge } from '#server/files/upload-errors';
import { limitSize } from '#server/files/upload-stream';
import { ApiError } from '#server/http/api-error';
import { firstFilePart, multipartFailure } from '#server/http/multipart';
import { importRefused } from './import-refused';
import type { ImportFile } from './convert-import';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of limitSize(stream, FORM_IMPORT_MAX_BYTES, () => fileTooLarge('file', FORM_IMPORT_MAX_BYTES))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The one file of an import preview (multipart field `file`), read whole up to FORM_IMPORT_MAX_BYTES (413 beyond). */
export async function readImportFile(req: FastifyRequest, reply: FastifyReply): Promise<ImportFile> {
  const part = req.isMultipart() ? await firstFilePart(req) : undefined;
  if (part?.fieldname !== 'file') throw importRefused('error.importNeedsFile', [{ field: 'file', key: 'validation.required' }]);
  try {
    const bytes = await bytesOf(part.file);
    if (bytes.length === 0) throw importRefused('error.importNeedsFile', [{ field: 'file', key: 'validation.required' }]);
    return { fileName: part.filename, bytes };
  } catch (error) {
    // an oversized body is not read to its end: the connection closes after the reply
    if (!req.raw.complete) void reply.header('connection', 'close');
    if (error instanceof ApiError) throw error;
    throw multipartFailure(error);
  }
}
