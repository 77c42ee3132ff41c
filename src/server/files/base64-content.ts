import { validationError } from '#server/http/api-error';
import { fileTooLarge } from './upload-errors';

const field = 'base64String';

/** Bytes of a base64 text (a data: URL prefix and line breaks allowed), refused before decoding when too large. */
export function decodeBase64(text: string, maxBytes: number): Buffer {
  const bare = text.replace(/^data:[^,]{0,200};base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(bare) || bare.length % 4 === 1) throw validationError([{ field, key: 'validation.malformed' }]);
  const padding = bare.endsWith('==') ? 2 : bare.endsWith('=') ? 1 : 0;
  const size = Math.floor((bare.length * 3) / 4) - padding;
  if (size > maxBytes) throw fileTooLarge(field, maxBytes);
  return Buffer.from(bare, 'base64');
}

/** Room in the JSON body for the largest file in base64 plus a data: prefix and the token. */
export const base64BodyLimit = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) + 64 * 1024;
