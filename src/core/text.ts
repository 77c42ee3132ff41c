import { z } from 'zod';

/** A NUL or a lone surrogate cannot be stored as text in PostgreSQL; such a value is malformed input. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\0') && !loneSurrogate.test(value);
}

export function storableString() {
  return z.string().refine(isStorableText, 'validation.malformed');
}

/** PostgreSQL integer columns hold up to 2^31 - 1. */
export const MAX_INT4 = 2_147_483_647;

/** Lower case without Vietnamese (and other combining) accents: "Đánh GIÁ" → "danh gia". Search on page and server. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().normalize('NFC');
}

/** A text's length in code points, as PostgreSQL counts it (an emoji is one, not two UTF-16 units). */
export function textLength(text: string): number {
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- code points on purpose (see above)
  return [...text].length;
}

/** A name for a saved file: no characters file systems refuse, spaces collapsed, at most 100 characters; no extension. */
export function safeFileName(name: string, fallback: string): string {
  // eslint-disable-next-line @typescript-eslint/no-misused-spread -- code points on purpose: a surrogate pair stays whole
  const clean = [...name].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? ' ' : c)).join('').replace(/\s+/g, ' ').trim().slice(0, 100).trim();
  return clean || fallback;
}
