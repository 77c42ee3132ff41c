import { describe, expect, it } from 'vitest';
import { isStaleCode, watchStaleCode } from '#app/shell/errors/stale-code';

describe('a code file of an older version that is gone', () => {
  it('is recognised from the browsers\' import failures', () => {
    expect(isStaleCode(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'))).toBe(true);
    expect(isStaleCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleCode(new TypeError('error loading dynamically imported module'))).toBe(true);
  });
  it('is recognised from Vite\'s preload failures, CSS included', () => {
    expect(isStaleCode(new Error('Unable to preload CSS for http://x/assets/switch-1.css'))).toBe(true);
    const target = new EventTarget();
    watchStaleCode(target as unknown as Window);
    const payload = new Error('any text a browser may give');
    expect(isStaleCode(payload)).toBe(false);
    target.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload }));
    expect(isStaleCode(payload)).toBe(true);
  });
  it('is not confused with other errors', () => {
    expect(isStaleCode(new Error('Not found!'))).toBe(false);
    expect(isStaleCode('text')).toBe(false);
  });
});
