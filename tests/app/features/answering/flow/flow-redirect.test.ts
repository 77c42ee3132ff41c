import { describe, expect, it } from 'vitest';
import { isSameSite, safeRedirectTarget } from '#app/features/answering/flow/redirect';
import { readableTextColor } from '#app/features/answering/flow/cover';

const origin = 'https://khaosat.gov.vn';

describe('the thank-you redirect', () => {
  it('follows web links and paths of this site', () => {
    expect(safeRedirectTarget('https://example.org/next?a=1', origin)).toBe('https://example.org/next?a=1');
    expect(safeRedirectTarget('http://example.org', origin)).toBe('http://example.org/');
    expect(safeRedirectTarget(' /forms ', origin)).toBe('https://khaosat.gov.vn/forms');
    expect(safeRedirectTarget('/abc123#done', origin)).toBe('https://khaosat.gov.vn/abc123#done');
  });

  it('never runs script or leaves for another host through a path', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x',
      '//evil.example', '/\\evil.example', '/\t/evil.example', 'ftp://example.org', 'next-page', '', '   ']) {
      expect(safeRedirectTarget(bad, origin), bad).toBeNull();
    }
    expect(safeRedirectTarget(undefined, origin)).toBeNull();
  });

  it('tells a same-site target from another site', () => {
    expect(isSameSite('https://khaosat.gov.vn/x', origin)).toBe(true);
    expect(isSameSite('https://example.org/x', origin)).toBe(false);
  });
});

describe('text on the author\'s background colour', () => {
  it('is dark on light colours and light on dark ones', () => {
    expect(readableTextColor('#ffffff')).toBe('#000000');
    expect(readableTextColor('#fff4d6')).toBe('#000000');
    expect(readableTextColor('#0b4f9c')).toBe('#ffffff');
    expect(readableTextColor('#000000')).toBe('#ffffff');
  });
});
