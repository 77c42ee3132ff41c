import { SHORT_URL_LENGTH } from './constants';

/** SPEC 2: letters, digits and the symbols $ ^ _ - * ! */
export const SHORT_URL_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789$^_-*!';

const shortUrlPattern = /^[A-Za-z0-9$^_\-*!]{6}$/;

export function isShortUrl(value: string): boolean {
  return shortUrlPattern.test(value);
}

/** Uniform over the alphabet: rejection sampling avoids modulo bias. */
export function generateShortUrl(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const size = SHORT_URL_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < SHORT_URL_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < limit && out.length < SHORT_URL_LENGTH) out += SHORT_URL_ALPHABET.charAt(byte % size);
    }
  }
  return out;
}

/**
 * The short link in a path segment, or null. Browsers percent-encode some of the alphabet in
 * paths ("^" becomes "%5E"), so the segment is decoded before it is checked.
 */
export function shortUrlFromPathSegment(segment: string): string | null {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return isShortUrl(decoded) ? decoded : null;
}

/** The short URL a page address names ("/AbC123", with or without a query), or null for any other address. */
export function shortUrlOfPath(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  const segment = /^\/([^/]+)$/.exec(path)?.[1];
  return segment ? shortUrlFromPathSegment(segment) : null;
}
