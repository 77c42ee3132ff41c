import { describe, expect, it } from 'vitest';
import { SHORT_URL_ALPHABET, shortUrlFromPathSegment } from '#core/short-url';
import { pathWithoutTemplateSegments, shortLinkPath } from '#app/shared/lib/short-link-url';

describe('short link addresses (TanStack/router#7598: a segment starting with "$" became "undefined")', () => {
  it('writes every short link so that its segment never starts with "$" and reads back as the same link', () => {
    for (const first of SHORT_URL_ALPHABET) {
      const shortUrl = `${first}ab$^-`;
      const segment = shortLinkPath(shortUrl).slice(1);
      expect(segment.startsWith('$')).toBe(false);
      expect(shortUrlFromPathSegment(segment)).toBe(shortUrl);
    }
  });

  it('rewrites an address shared before, "$" first, and leaves every other address as it is', () => {
    expect(pathWithoutTemplateSegments('/$abcde')).toBe('/%24abcde');
    expect(shortUrlFromPathSegment(pathWithoutTemplateSegments('/$abcde').slice(1))).toBe('$abcde');
    expect(pathWithoutTemplateSegments('/ab$cde')).toBe('/ab$cde');
    expect(pathWithoutTemplateSegments('/forms/12/edit')).toBe('/forms/12/edit');
    expect(pathWithoutTemplateSegments('/')).toBe('/');
  });
});
