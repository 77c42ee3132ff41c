import { SYNC_MAX_BACKOFF_MS } from '#core/constants';
import { backoffDelayMs } from '#offline/index';
import { buildAssetsAmong, isAppShellNavigation, isCacheableFormRequest } from '#offline/sw-rules';
import { describe, expect, it } from 'vitest';

const url = (path: string) => new URL(path, 'https://survey.example');

describe('service worker rules', () => {
  it('serves index.html for app routes only', () => {
    for (const path of ['/', '/management', '/Ab3$xy', '/form/12/edit?tab=logic', '/x?v=1.2']) {
      expect(isAppShellNavigation(url(path)), path).toBe(true);
    }
    for (const path of ['/api', '/api/', '/api/v1/system/init', '/api?x', '/assets/missing.js', '/icons/a.png', '/robots.txt', '/a/b.c?x=1']) {
      expect(isAppShellNavigation(url(path)), path).toBe(false);
    }
  });

  it('caches only GET of a published form by short link, same origin', () => {
    expect(isCacheableFormRequest(url('/api/v1/form/short-url/Ab3%24xy'), 'GET', true)).toBe(true);
    expect(isCacheableFormRequest(url('/api/v1/form/short-url/Ab3%24xy'), 'POST', true)).toBe(false);
    expect(isCacheableFormRequest(url('/api/v1/form/short-url/Ab3%24xy'), 'GET', false)).toBe(false);
    expect(isCacheableFormRequest(url('/api/v1/form/12'), 'GET', true)).toBe(false);
    expect(isCacheableFormRequest(url('/api/v1/system/init'), 'GET', true)).toBe(false);
  });

  it("keeps, of what a page loaded, only this origin's build files (never the API, pages or other sites)", () => {
    const origin = 'https://survey.example.gov.vn';
    const loaded = [
      `${origin}/assets/designer-page-a1b2.js`, `${origin}/assets/designer-a1b2.css`, `${origin}/api/v1/form/list`, `${origin}/Ab3xy9`,
      'https://cdn.example.com/assets/x.js', 'not a url',
    ];
    expect(buildAssetsAmong(loaded, origin)).toEqual([`${origin}/assets/designer-page-a1b2.js`, `${origin}/assets/designer-a1b2.css`]);
  });
});

describe('backoff', () => {
  it('is full jitter, grows exponentially and is capped at 5 minutes', () => {
    expect(backoffDelayMs(1, () => 1)).toBe(2_000);
    expect(backoffDelayMs(3, () => 1)).toBe(8_000);
    expect(backoffDelayMs(30, () => 1)).toBe(SYNC_MAX_BACKOFF_MS);
    expect(backoffDelayMs(30, () => 0.5)).toBe(SYNC_MAX_BACKOFF_MS / 2);
    expect(backoffDelayMs(5, () => 0)).toBe(1_000); // floor: never a busy loop
    expect(backoffDelayMs(1, () => 0, 60_000)).toBe(60_000);
    expect(backoffDelayMs(1, () => 0, 10 * 60_000)).toBe(SYNC_MAX_BACKOFF_MS);
    for (let i = 0; i < 200; i++) expect(backoffDelayMs(i % 40, Math.random)).toBeLessThanOrEqual(SYNC_MAX_BACKOFF_MS);
  });
});
