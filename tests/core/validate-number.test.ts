import { describe, expect, it } from 'vitest';
import { check, keyOf } from './answers-fixtures';

describe('number and decimal answers', () => {
  it('says "value within range X to Y" when both ends are set', () => {
    const n = { kind: 'number' as const, min: 1, max: 10 };
    expect(check(n, 11)).toEqual({ key: 'validation.range', values: { min: 1, max: 10 } });
    expect(check(n, 0)).toEqual({ key: 'validation.range', values: { min: 1, max: 10 } });
    expect(check(n, 1)).toBeNull();
    expect(check(n, '10')).toBeNull();
  });

  it('says larger / smaller with only one end', () => {
    expect(check({ kind: 'decimal', min: 0.5 }, 0.4)).toEqual({ key: 'validation.enterLargerNumber', values: { min: 0.5 } });
    expect(check({ kind: 'decimal', max: -1 }, '0')).toEqual({ key: 'validation.enterSmallerNumber', values: { max: -1 } });
  });

  it('wants a whole number for number, any for decimal', () => {
    expect(keyOf({ kind: 'number' }, 2.5)).toBe('validation.notAnInteger');
    expect(keyOf({ kind: 'number' }, '-3')).toBeNull();
    expect(keyOf({ kind: 'decimal' }, '2.5')).toBeNull();
    expect(keyOf({ kind: 'decimal' }, 'hai')).toBe('validation.notANumber');
    expect(keyOf({ kind: 'number' }, true)).toBe('validation.malformed');
    expect(keyOf({ kind: 'number' }, ['1'])).toBe('validation.malformed');
  });

  it('limits digits after the decimal point', () => {
    const d = { kind: 'decimal' as const, decimalPlaces: 2 };
    expect(check(d, '3.14')).toBeNull();
    expect(check(d, 3.14)).toBeNull();
    expect(check(d, '3.141')).toEqual({ key: 'validation.decimalPlaces', values: { places: 2 } });
    expect(check(d, 1e-7)).toEqual({ key: 'validation.decimalPlaces', values: { places: 2 } });
    expect(keyOf({ kind: 'decimal', decimalPlaces: 0 }, '4.0')).toBe('validation.decimalPlaces');
  });

  it('keeps answers on the step grid counted from min', () => {
    expect(check({ kind: 'decimal', min: 0, step: 0.5 }, 1.25)).toEqual({ key: 'validation.stepMismatch', values: { step: 0.5 } });
    expect(check({ kind: 'decimal', min: 0, step: 0.1 }, 0.3)).toBeNull();
    expect(keyOf({ kind: 'number', min: 1, step: 5 }, 11)).toBeNull();
    expect(keyOf({ kind: 'number', min: 1, step: 5 }, 10)).toBe('validation.stepMismatch');
    expect(keyOf({ kind: 'number', step: 5 }, -10)).toBeNull();
  });
});

describe('linear scale and rating answers', () => {
  it('keeps a linear scale within its ends, 1..5 by default', () => {
    expect(keyOf({ kind: 'linearScale' }, 5)).toBeNull();
    expect(check({ kind: 'linearScale' }, 6)).toEqual({ key: 'validation.range', values: { min: 1, max: 5 } });
    expect(check({ kind: 'linearScale', min: 0, max: 10 }, 0)).toBeNull();
    expect(keyOf({ kind: 'linearScale' }, 2.5)).toBe('validation.notAnInteger');
    expect(keyOf({ kind: 'linearScale', min: 0, max: 10, step: 2 }, 3)).toBe('validation.stepMismatch');
  });

  it('rates from 1 to the number of icons', () => {
    expect(check({ kind: 'rating' }, 0)).toEqual({ key: 'validation.range', values: { min: 1, max: 5 } });
    expect(keyOf({ kind: 'rating', max: 10 }, 10)).toBeNull();
    expect(keyOf({ kind: 'rating', max: 3 }, 4)).toBe('validation.range');
  });
});
