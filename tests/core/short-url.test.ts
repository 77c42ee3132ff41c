import { describe, expect, it } from 'vitest';
import { generateShortUrl, isShortUrl, SHORT_URL_ALPHABET, shortUrlFromPathSegment } from '#core/short-url';

describe('short URL', () => {
  it('has the 68 characters of SPEC 2', () => {
    expect(SHORT_URL_ALPHABET).toHaveLength(68);
    expect(new Set(SHORT_URL_ALPHABET).size).toBe(68);
    for (const symbol of '$^_-*!') expect(SHORT_URL_ALPHABET).toContain(symbol);
  });

  it('generates 6 characters of the alphabet only', () => {
    for (let i = 0; i < 2000; i++) {
      const url = generateShortUrl();
      expect(url).toHaveLength(6);
      expect(isShortUrl(url)).toBe(true);
    }
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) for (const ch of generateShortUrl()) seen.add(ch);
    expect(seen.size).toBe(68);
  });

  it('rejects other lengths and characters', () => {
    expect(isShortUrl('abc12')).toBe(false);
    expect(isShortUrl('abc1234')).toBe(false);
    expect(isShortUrl('abc/12')).toBe(false);
    expect(isShortUrl('ab c12')).toBe(false);
    expect(isShortUrl('A$^_-!')).toBe(true);
  });

  it('reads a short link from a path segment the browser percent-encoded', () => {
    expect(shortUrlFromPathSegment('ab%5Ecd1')).toBe('ab^cd1');
    expect(shortUrlFromPathSegment('A$*_-!')).toBe('A$*_-!');
    expect(shortUrlFromPathSegment('%E0%A4%A')).toBeNull();
    expect(shortUrlFromPathSegment('abcdefg')).toBeNull();
  });
});
