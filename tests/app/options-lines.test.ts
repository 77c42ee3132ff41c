import { describe, expect, it } from 'vitest';
import { labelsFromLines, looksLikeHeader, mergeLabels } from '../../src/app/forms/options-lines';
import { isPlayableVideo } from '../../src/app/forms/kind-video-link';
import { styleKey } from '#core/rich-text';
import { normaliseLink } from '../../src/app/ui/rich-text-styles';

function ids() {
  let n = 0;
  return () => `n${++n}`;
}

describe('options pasted as lines', () => {
  it('keeps one trimmed label per non-blank line, repeated ones once', () => {
    expect(labelsFromLines('  Hà Nội \r\n\nHuế\n hà  nội\n\tĐà Nẵng\n')).toEqual(['Hà Nội', 'Huế', 'Đà Nẵng']);
  });

  it('appends after the existing options, skipping labels already there', () => {
    const existing = [{ id: 'a', label: 'Yes' }];
    const result = mergeLabels(existing, ['yes', 'No', 'Maybe'], 'append', ids(), 100);
    expect(result.items).toEqual([{ id: 'a', label: 'Yes' }, { id: 'n1', label: 'No' }, { id: 'n2', label: 'Maybe' }]);
    expect(result.added).toBe(2);
    expect(result.truncated).toBe(false);
  });

  it('replaces the list, never beyond its maximum', () => {
    const result = mergeLabels([{ id: 'a', label: 'Old' }], ['A', 'B', 'C'], 'replace', ids(), 2);
    expect(result.items.map((item) => item.label)).toEqual(['A', 'B']);
    expect(result.truncated).toBe(true);
  });

  it('recognises a header row in both languages but not an ordinary choice', () => {
    expect(looksLikeHeader('Options')).toBe(true);
    expect(looksLikeHeader('Lựa chọn')).toBe(true);
    expect(looksLikeHeader('Hà Nội')).toBe(false);
    expect(looksLikeHeader(undefined)).toBe(false);
  });
});

describe('video links', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/123456',
    'https://cdn.example.org/clip.MP4', '/api/storage/files/abc.mp4',
  ])('plays %s', (url) => expect(isPlayableVideo(url)).toBe(true));
  it.each(['https://example.org/page', 'javascript:alert(1)', 'youtube.com', 'https://www.youtube.com/', 'ftp://x.org/a.mp4'])(
    'refuses %s', (url) => expect(isPlayableVideo(url)).toBe(false));
});

describe('rich-text links and styles', () => {
  it('keeps http(s) and mailto links, adds https:// to a bare domain, refuses the rest', () => {
    expect(normaliseLink('example.org')).toBe('https://example.org/');
    expect(normaliseLink('mailto:a@b.vn')).toBe('mailto:a@b.vn');
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
    expect(normaliseLink('data:text/html,x')).toBeNull();
    expect(normaliseLink('not a link')).toBeNull();
  });

  it('compares colours whether written as hex or rgb()', () => {
    expect(styleKey('#b3261e')).toBe(styleKey('rgb(179, 38, 30)'));
    expect(styleKey('"Times New Roman", Times, serif')).toBe(styleKey('Times New Roman, Times, serif'));
  });
});
