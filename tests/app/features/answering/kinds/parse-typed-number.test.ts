import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from '#app/features/answering/kinds/typed-number';

describe('numbers as people type them', () => {
  it.each([
    ['vi', '1.000', 1000], ['vi', '1.000.000', 1000000], ['vi', '1,5', 1.5], ['vi', '1.5', 1.5], ['vi', '1.000,25', 1000.25],
    ['vi', '42', 42], ['vi', '-3', -3], ['vi', ' 7 ', 7], ['vi', '1 000', 1000],
    ['en', '1,000', 1000], ['en', '1.5', 1.5], ['en', '1,5', 1.5], ['en', '1,000.25', 1000.25],
  ])('%s: "%s" is %d', (language, text, expected) => expect(parseTypedNumber(text, language)).toBe(expected));

  it('keeps what is not a number as typed, and nothing as nothing', () => {
    expect(parseTypedNumber('abc', 'vi')).toBe('abc');
    expect(parseTypedNumber('1.2.3', 'en')).toBe('1.2.3');
    expect(parseTypedNumber('0x10', 'en')).toBe('0x10');
    expect(parseTypedNumber('  ', 'vi')).toBeUndefined();
  });
});
