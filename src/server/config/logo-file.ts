import type { Readable } from 'node:stream';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '#core/api';
import { sniffType } from '#server/files/file-types';
import { fileTooLarge, fileTypeRefused } from '#server/files/upload-errors';

export interface LogoBytes {
  bytes: Buffer;
  mime: string;
  extension: string;
}

/**
 * Reads at most LOGO_MAX_BYTES (+1 to see the overflow) and judges the type by the content:
 * PNG, JPEG or WebP. SVG is refused: it can carry script, and a raster logo is enough here.
 */
export async function readLogo(stream: Readable, filename: string): Promise<LogoBytes> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LOGO_MAX_BYTES) {
      stream.destroy();
      throw fileTooLarge('file', LOGO_MAX_BYTES);
    }
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const type = sniffType(bytes.subarray(0, 64), filename);
  if (bytes.length === 0 || !type || !LOGO_TYPES.includes(type.mime)) throw fileTypeRefused('file');
  return { bytes, mime: type.mime, extension: type.extension };
}
