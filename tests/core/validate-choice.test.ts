import { describe, expect, it } from 'vitest';
import { check, keyOf } from './answers-fixtures';

const options = [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }, { id: 'c', label: 'C' }];

describe('radio and dropdown answers', () => {
  it.each(['radio', 'dropdown'] as const)('%s takes one known option id', (kind) => {
    expect(keyOf({ kind, options }, 'a')).toBeNull();
    expect(keyOf({ kind, options }, 'z')).toBe('validation.unknownOption');
    expect(keyOf({ kind, options }, ['a'])).toBe('validation.malformed');
  });

  it('takes other:<text> only when the element offers "other", and wants the text', () => {
    expect(keyOf({ kind: 'radio', options }, 'other:Khác')).toBe('validation.unknownOption');
    expect(keyOf({ kind: 'radio', options, otherOption: true }, 'other:Khác')).toBeNull();
    expect(keyOf({ kind: 'radio', options, otherOption: true }, 'other:  ')).toBe('validation.otherRequired');
    expect(keyOf({ kind: 'dropdown', options, otherOption: true }, 'other:')).toBe('validation.otherRequired');
  });
});

describe('checkbox answers', () => {
  it('takes distinct known ids', () => {
    expect(keyOf({ kind: 'checkbox', options }, ['a', 'c'])).toBeNull();
    expect(keyOf({ kind: 'checkbox', options }, ['a', 'q'])).toBe('validation.unknownOption');
    expect(keyOf({ kind: 'checkbox', options }, ['a', 'a'])).toBe('validation.malformed');
    expect(keyOf({ kind: 'checkbox', options }, 'a')).toBe('validation.malformed');
    expect(keyOf({ kind: 'checkbox', options, otherOption: true }, ['a', 'other:x', 'other:y'])).toBe('validation.malformed');
    expect(keyOf({ kind: 'checkbox', options, otherOption: true }, ['other:'])).toBe('validation.otherRequired');
  });

  it('counts choices against minChoices and maxChoices (other counts as one)', () => {
    const c = { kind: 'checkbox' as const, options, otherOption: true, minChoices: 2, maxChoices: 2 };
    expect(check(c, ['a'])).toEqual({ key: 'validation.tooFewChoices', values: { min: 2 } });
    expect(check(c, ['a', 'b', 'c'])).toEqual({ key: 'validation.tooManyChoices', values: { max: 2 } });
    expect(check(c, ['a', 'other:Khác'])).toBeNull();
    expect(keyOf({ ...c, required: false }, [])).toBeNull();
    expect(keyOf({ ...c, required: true }, [])).toBe('validation.required');
  });
});

describe('boolean answers', () => {
  it('takes true or false; false is an answer to a required question', () => {
    expect(keyOf({ kind: 'boolean', required: true }, false)).toBeNull();
    expect(keyOf({ kind: 'boolean' }, 'true')).toBe('validation.malformed');
    expect(keyOf({ kind: 'boolean', required: true }, null)).toBe('validation.required');
  });
});

describe('display-only kinds', () => {
  it.each(['title', 'quote', 'image', 'video'] as const)('%s takes no answer to judge', (kind) => {
    expect(keyOf({ kind }, 'anything')).toBeNull();
  });
});
