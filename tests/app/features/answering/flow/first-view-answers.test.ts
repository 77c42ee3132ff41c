import { describe, expect, it } from 'vitest';
import { type FormElement, elementSchema } from '#core/forms';
import { givenAnswers, typedAnswer } from '#app/features/answering/flow/first-view-answers';

const element = (kind: FormElement['kind'], extra: Record<string, unknown> = {}): FormElement =>
  elementSchema.parse({ id: 'q', kind, title: 'Q', ...extra });
const options = { options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] };

describe('what was typed into the first view, as the live page keeps it', () => {
  it('keeps text as typed, and nothing for an empty box', () => {
    for (const kind of ['text', 'email', 'phone', 'nationalId'] as const) {
      expect(typedAnswer(element(kind), ' Nguyễn Văn An ', 'vi')).toBe(' Nguyễn Văn An ');
      expect(typedAnswer(element(kind), '', 'vi')).toBeUndefined();
    }
  });

  it('reads numbers as the page\'s language writes them, and keeps what is no number for validation to name', () => {
    expect(typedAnswer(element('number'), '1.000', 'vi')).toBe(1000);
    expect(typedAnswer(element('decimal'), '1,5', 'vi')).toBe(1.5);
    expect(typedAnswer(element('decimal'), '1,000.5', 'en')).toBe(1000.5);
    expect(typedAnswer(element('number'), 'mười', 'vi')).toBe('mười');
    expect(typedAnswer(element('number'), '', 'vi')).toBeUndefined();
  });

  it('takes only the options the question offers', () => {
    expect(typedAnswer(element('radio', options), ['b'], 'vi')).toBe('b');
    expect(typedAnswer(element('radio', options), ['z'], 'vi')).toBeUndefined();
    expect(typedAnswer(element('dropdown', options), 'a', 'vi')).toBe('a');
    expect(typedAnswer(element('dropdown', options), '', 'vi')).toBeUndefined();
    // ticked options in the author's order, none ticked no answer
    expect(typedAnswer(element('checkbox', options), ['b', 'z', 'a'], 'vi')).toEqual(['a', 'b']);
    expect(typedAnswer(element('checkbox', options), [], 'vi')).toBeUndefined();
  });

  it('reads yes/no as a boolean and a scale point as a number', () => {
    expect(typedAnswer(element('boolean'), ['true'], 'vi')).toBe(true);
    expect(typedAnswer(element('boolean'), ['false'], 'vi')).toBe(false);
    expect(typedAnswer(element('boolean'), [], 'vi')).toBeUndefined();
    expect(typedAnswer(element('linearScale', { min: 1, max: 5 }), ['4'], 'vi')).toBe(4);
    expect(typedAnswer(element('rating', { max: 5 }), ['x'], 'vi')).toBeUndefined();
  });

  it('takes nothing for a kind the first view cannot answer', () => {
    expect(typedAnswer(element('date'), '2026-01-01', 'vi')).toBeUndefined();
  });

  it('joins a restored draft with the answers given only: a question left empty keeps what the device held', () => {
    expect(givenAnswers({ q1: 'x', q2: undefined, q3: false })).toEqual({ q1: 'x', q3: false });
  });
});
