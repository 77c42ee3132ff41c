import { describe, expect, it } from 'vitest';
import { isOtherChoice, otherChoice, otherChoiceText } from '#core/answers';
import type { FormElement } from '#core/forms';
import { check } from './answers-fixtures';

describe('the "other" choice of radio, dropdown and checkbox answers', () => {
  it('stores the typed text after "other:" and reads it back as typed', () => {
    expect(otherChoice('Xe buýt: tuyến 32')).toBe('other:Xe buýt: tuyến 32');
    expect(otherChoiceText(otherChoice('Xe buýt: tuyến 32'))).toBe('Xe buýt: tuyến 32');
    expect(otherChoice('')).toBe('other:');
  });

  it('tells an other item from an option id', () => {
    expect(isOtherChoice(otherChoice('đi bộ'))).toBe(true);
    expect(isOtherChoice('o1')).toBe(false);
    expect(isOtherChoice('other')).toBe(false);
  });

  it('is the encoding validation accepts for an element that offers "other"', () => {
    const radio: Partial<FormElement> = { kind: 'radio', options: [{ id: 'o1', label: 'Xe máy' }], otherOption: true };
    expect(check(radio, otherChoice('Đi bộ'))).toBeNull();
    expect(check(radio, otherChoice(' '))).toEqual({ key: 'validation.otherRequired' });
    expect(check({ ...radio, otherOption: false }, otherChoice('Đi bộ'))).toEqual({ key: 'validation.unknownOption' });
  });
});
