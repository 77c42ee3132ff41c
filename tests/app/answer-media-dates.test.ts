import { describe, expect, it } from 'vitest';
import type { FormElement } from '#core/forms';
import { answerDateParts, dateAnswer, dateBounds } from '../../src/app/answering/answer-date-values';
import { imageSource, videoSource } from '../../src/app/answering/answer-video-embed';

describe('video and image sources', () => {
  it('plays YouTube links from the no-cookie player whatever link form was pasted', () => {
    const embed = { kind: 'frame', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(embed);
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed);
    expect(videoSource('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed);
  });

  it('plays Vimeo without tracking and MP4 files in the browser player', () => {
    expect(videoSource('https://vimeo.com/76979871')).toEqual({ kind: 'frame', src: 'https://player.vimeo.com/video/76979871?dnt=1' });
    expect(videoSource('/api/storage/files/abc/clip.mp4')).toEqual({ kind: 'file', src: '/api/storage/files/abc/clip.mp4' });
    expect(videoSource('https://cdn.example.vn/a.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.vn/a.mp4' });
  });

  it('refuses anything that is not a known video or could run script', () => {
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('https://example.com/page')).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(videoSource(undefined)).toBeNull();
    expect(imageSource('javascript:alert(1)')).toBeNull();
    expect(imageSource('data:image/png;base64,AAAA')).toBeNull();
    expect(imageSource('/api/storage/files/x.png')).toBe('/api/storage/files/x.png');
  });
});

describe('date answers', () => {
  it('combines minDate/maxDate with past/future limits into the tightest range', () => {
    const base: FormElement = { id: 'd', kind: 'date', title: 'D', required: false };
    expect(dateBounds(base, '2025-06-15')).toEqual({});
    expect(dateBounds({ ...base, disallowPast: true, minDate: '2025-01-01' }, '2025-06-15')).toEqual({ min: '2025-06-15' });
    expect(dateBounds({ ...base, disallowPast: true, minDate: '2025-07-01' }, '2025-06-15')).toEqual({ min: '2025-07-01' });
    expect(dateBounds({ ...base, disallowFuture: true, maxDate: '2025-12-31' }, '2025-06-15')).toEqual({ max: '2025-06-15' });
  });

  it('writes and reads back the stored shapes: YYYY-MM-DD and local YYYY-MM-DDTHH:mm', () => {
    expect(dateAnswer({ year: 2025, month: 3, day: 7 }, false)).toBe('2025-03-07');
    expect(dateAnswer({ year: 2025, month: 3, day: 7, hour: 8, minute: 5 }, true)).toBe('2025-03-07T08:05');
    expect(answerDateParts('2025-03-07T08:05', true)).toEqual({ year: 2025, month: 3, day: 7, hour: 8, minute: 5 });
    expect(answerDateParts('2025-03-07', false)).toEqual({ year: 2025, month: 3, day: 7 });
    expect(answerDateParts('07/03/2025', false)).toBeNull();
  });
});
