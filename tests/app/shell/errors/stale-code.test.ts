import { describe, expect, it } from 'vitest';
import { isStaleCode } from '#app/shell/errors/stale-code';

describe('a code file of an older version that is gone', () => {
  it('is recognised from the browsers\' import failures', () => {
    expect(isStaleCode(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'))).toBe(true);
    expect(isStaleCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleCode(new TypeError('error loading dynamically imported module'))).toBe(true);
  });
  it('is not confused with other errors', () => {
    expect(isStaleCode(new Error('Not found!'))).toBe(false);
    expect(isStaleCode('text')).toBe(false);
  });
});
