import { ANSWER_FILE_MAX_BYTES, ATTACHMENT_MAX_BYTES, IMAGE_MAX_BYTES, IMAGE_TYPES, type UploadPurpose } from '#core/api';

/** What a file is, judged by its first bytes; the name only tells apart formats that share a container. */
export interface SniffedType {
  mime: string;
  extension: string;
}

/** Enough to tell every accepted type apart, and to see that a text file is text. */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

const officeZip: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const officeLegacy: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };
const plainText: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

function looksLikeUtf8Text(head: Buffer): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    // stream: true lets a character cut at the end of the sample pass
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

export function sniffType(head: Buffer, filename: string): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return { mime: 'image/gif', extension: 'gif' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return { mime: 'image/webp', extension: 'webp' };
  if (startsWith(head, ascii('%PDF-'))) return { mime: 'application/pdf', extension: 'pdf' };
  const named = /\.([a-z0-9]{1,5})$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && officeZip[named]) return { mime: officeZip[named], extension: named };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && officeLegacy[named]) return { mime: officeLegacy[named], extension: named };
  if (plainText[named] && looksLikeUtf8Text(head)) return { mime: plainText[named], extension: named };
  return null;
}

const documentTypes = [...Object.values(officeZip), ...Object.values(officeLegacy), ...Object.values(plainText), 'application/pdf'];

/** Types and size each purpose accepts. */
export const uploadRules: Record<UploadPurpose, { types: readonly string[]; maxBytes: number }> = {
  image: { types: IMAGE_TYPES, maxBytes: IMAGE_MAX_BYTES },
  document: { types: documentTypes, maxBytes: ATTACHMENT_MAX_BYTES },
  attachment: { types: [...IMAGE_TYPES, ...documentTypes], maxBytes: ATTACHMENT_MAX_BYTES },
  answer: { types: [...IMAGE_TYPES, ...documentTypes], maxBytes: ANSWER_FILE_MAX_BYTES },
};

/**
 * One request (multipart or base64) carries at most this much; a larger file (an answer's, up to
 * 100 MB) goes by a resumable upload, so no single request body holds it whole.
 */
export const LARGEST_UPLOAD_BYTES = ATTACHMENT_MAX_BYTES;

/** What one multipart or base64 request may carry for this purpose. */
export const singleRequestMaxBytes = (purpose: UploadPurpose) => Math.min(uploadRules[purpose].maxBytes, LARGEST_UPLOAD_BYTES);

export const isImageType = (mime: string) => mime.startsWith('image/');
