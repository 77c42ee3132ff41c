import { describe, expect, it } from 'vitest';
import { negotiatedEncoding } from '#server/http/dynamic-html';

describe('the encoding a server-written page is sent in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    ['', null],
    [undefined, null],
  ] as const)('Accept-Encoding %j gives %s', (header, expected) => {
    expect(negotiatedEncoding(header)).toBe(expected);
  });
});
