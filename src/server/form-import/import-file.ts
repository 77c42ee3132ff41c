import type { Readable } from 'node:stream';
import { FORM_IMPORT_MAX_BYTES } from '#core/api';
import { fileTooLarge } from '#server/files/upload-errors';
import { limitSize } from '#server/files/upload-stream';
import { multipartFailure } from '#server/http/multipart';
import { importRefused } from './import-refused';
import type { ImportFile } from './convert-import';

/** A file part of a multipart body, as the routes read it. */
export interface ImportPart {
  fieldname: string;
  filename: string;
  file: Readable;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of limitSize(stream, FORM_IMPORT_MAX_BYTES, () => fileTooLarge('file', FORM_IMPORT_MAX_BYTES))) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const needsFile = () => importRefused('error.importNeedsFile', [{ field: 'file', key: 'validation.required' }]);

/** The one file of an import preview (field `file`), read whole up to FORM_IMPORT_MAX_BYTES (413 beyond). */
export async function importFileOf(part: ImportPart | undefined): Promise<ImportFile> {
  if (part?.fieldname !== 'file') throw needsFile();
  const bytes = await bytesOf(part.file).catch((error: unknown) => {
    throw multipartFailure(error);
  });
  if (bytes.length === 0) throw needsFile();
  return { fileName: part.filename, bytes };
}
