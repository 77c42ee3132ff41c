import { describe, expect, it } from 'vitest';
import { validateElementAnswer } from '#core/answers';
import type { FormElement } from '#core/forms';
import { choiceSelection, multiChoiceAnswer, OTHER_KEY, singleChoiceAnswer } from '../../src/app/answering/answer-choice-values';
import { answerNumber, ratingCount, scalePoints } from '../../src/app/answering/answer-scale-values';

const checkbox: FormElement = {
  id: 'q', kind: 'checkbox', title: 'Q', required: true, otherOption: true,
  options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }, { id: 'c', label: 'C' }],
};

describe('choice answers with an "other" choice', () => {
  it('reads a stored other answer back as the other key plus its text', () => {
    expect(choiceSelection('other:Xe buýt')).toEqual({ keys: [OTHER_KEY], otherText: 'Xe buýt' });
    expect(choiceSelection(['b', 'other:x'])).toEqual({ keys: ['b', OTHER_KEY], otherText: 'x' });
    expect(choiceSelection(undefined)).toEqual({ keys: [], otherText: '' });
  });

  it('writes radio/dropdown answers core accepts; an empty other text stays so core can ask for it', () => {
    const radio: FormElement = { ...checkbox, kind: 'radio' };
    expect(singleChoiceAnswer('a', 'ignored')).toBe('a');
    expect(singleChoiceAnswer(OTHER_KEY, 'Đi bộ')).toBe('other:Đi bộ');
    expect(validateElementAnswer(radio, singleChoiceAnswer(OTHER_KEY, 'Đi bộ'))).toBeNull();
    expect(singleChoiceAnswer(OTHER_KEY, '')).toBe('other:');
    expect(validateElementAnswer(radio, singleChoiceAnswer(OTHER_KEY, ''))).not.toBeNull();
    expect(singleChoiceAnswer(null, '')).toBeUndefined();
  });

  it('keeps ticked options in the author order with other last, and unticking everything clears the answer', () => {
    const answer = multiChoiceAnswer(['c', OTHER_KEY, 'a'], ['a', 'b', 'c'], 'khác');
    expect(answer).toEqual(['a', 'c', 'other:khác']);
    expect(validateElementAnswer(checkbox, answer)).toBeNull();
    expect(multiChoiceAnswer([], ['a'], 'x')).toBeUndefined();
  });
});

describe('scales and ratings', () => {
  it('offers the points of a linear scale, defaults 1..5, honouring the step', () => {
    const scale: FormElement = { id: 's', kind: 'linearScale', title: 'S', required: false };
    expect(scalePoints(scale)).toEqual([1, 2, 3, 4, 5]);
    expect(scalePoints({ ...scale, min: 0, max: 10, step: 2 })).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it('shows max icons (default 5, capped at 10) and reads numbers stored as text', () => {
    const rating: FormElement = { id: 'r', kind: 'rating', title: 'R', required: false };
    expect(ratingCount(rating)).toBe(5);
    expect(ratingCount({ ...rating, max: 7 })).toBe(7);
    expect(ratingCount({ ...rating, max: 40 })).toBe(10);
    expect(answerNumber('4')).toBe(4);
    expect(answerNumber('abc')).toBeNull();
  });
});
