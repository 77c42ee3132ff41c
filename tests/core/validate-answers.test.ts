import { describe, expect, it } from 'vitest';
import { checkAnswers } from '#core/submission';
import { validateElementAnswer } from '#core/answers';
import type { FormElement } from '#core/forms';
import { formDesignSchema } from '#core/forms';

const el = (over: Partial<FormElement>): FormElement => ({ id: 'q', kind: 'text', title: 'Q', required: false, ...over });

describe('element validation', () => {
  it('requires required answers', () => {
    expect(validateElementAnswer(el({ required: true }), '')).toEqual({ key: 'validation.required' });
    expect(validateElementAnswer(el({ required: true }), undefined)).toEqual({ key: 'validation.required' });
    expect(validateElementAnswer(el({ required: false }), '')).toBeNull();
  });

  it('checks number ranges with the SPEC message', () => {
    const n = el({ kind: 'number', min: 1, max: 10 });
    expect(validateElementAnswer(n, 11)).toEqual({ key: 'validation.range', values: { min: 1, max: 10 } });
    expect(validateElementAnswer(n, 0)).toEqual({ key: 'validation.range', values: { min: 1, max: 10 } });
    expect(validateElementAnswer(n, 10)).toBeNull();
    expect(validateElementAnswer(n, '5')).toBeNull();
    expect(validateElementAnswer(n, 2.5)).toEqual({ key: 'validation.notAnInteger' });
    expect(validateElementAnswer(n, 'abc')).toEqual({ key: 'validation.notANumber' });
    for (const odd of [' 0x10 ', '1e2', '1 000', '1.000,5', 'Infinity']) expect(validateElementAnswer(n, odd)).toEqual({ key: 'validation.notANumber' });
    expect(validateElementAnswer(el({ kind: 'number', min: 5 }), 4)).toEqual({ key: 'validation.enterLargerNumber', values: { min: 5 } });
    expect(validateElementAnswer(el({ kind: 'number', max: 5 }), 6)).toEqual({ key: 'validation.enterSmallerNumber', values: { max: 5 } });
    expect(validateElementAnswer(el({ kind: 'decimal', min: 0, step: 0.5 }), 1.25)).toEqual({ key: 'validation.stepMismatch', values: { step: 0.5 } });
    expect(validateElementAnswer(el({ kind: 'decimal', min: 0, step: 0.5 }), 1.5)).toBeNull();
  });

  it('checks character limits by characters, not bytes', () => {
    const t = el({ minLength: 3, maxLength: 5 });
    expect(validateElementAnswer(t, 'ab')).toEqual({ key: 'validation.tooShort', values: { min: 3 } });
    expect(validateElementAnswer(t, 'Việt')).toBeNull();
    expect(validateElementAnswer(t, 'abcdef')).toEqual({ key: 'validation.tooLong', values: { max: 5 } });
    expect(validateElementAnswer(t, 5)).toEqual({ key: 'validation.malformed' });
  });

  it('accepts only known options', () => {
    const r = el({ kind: 'radio', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] });
    expect(validateElementAnswer(r, 'a')).toBeNull();
    expect(validateElementAnswer(r, 'z')).toEqual({ key: 'validation.unknownOption' });
    expect(validateElementAnswer(r, ['a'])).toEqual({ key: 'validation.malformed' });
    const c = el({ kind: 'checkbox', options: [{ id: 'a', label: 'A' }] });
    expect(validateElementAnswer(c, ['a'])).toBeNull();
    expect(validateElementAnswer(c, ['a', 'q'])).toEqual({ key: 'validation.unknownOption' });
  });

  it('checks email, Vietnamese phone numbers and national ID numbers', () => {
    expect(validateElementAnswer(el({ kind: 'email' }), 'an@gov.vn')).toBeNull();
    expect(validateElementAnswer(el({ kind: 'email' }), 'an@gov')).toEqual({ key: 'validation.email' });
    expect(validateElementAnswer(el({ kind: 'phone' }), '0912 345 678')).toBeNull();
    expect(validateElementAnswer(el({ kind: 'phone' }), '+84912345678')).toBeNull();
    expect(validateElementAnswer(el({ kind: 'phone' }), '0112345678')).toEqual({ key: 'validation.phone' });
    expect(validateElementAnswer(el({ kind: 'nationalId' }), '012345678')).toBeNull();
    expect(validateElementAnswer(el({ kind: 'nationalId' }), '001099012345')).toBeNull();
    expect(validateElementAnswer(el({ kind: 'nationalId' }), '0123456789')).toEqual({ key: 'validation.nationalId' });
  });
});

describe('checking a whole submission', () => {
  const design = formDesignSchema.parse({
    title: 'Khảo sát',
    phases: [{ id: 'p1', elements: [
      { id: 'name', kind: 'text', title: 'Họ tên', required: true },
      { id: 'likes', kind: 'radio', title: 'Thích?', options: [{ id: 'yes', label: 'Có' }, { id: 'no', label: 'Không' }] },
      { id: 'why', kind: 'text', title: 'Vì sao?', required: true },
      { id: 'intro', kind: 'title', title: 'Giới thiệu' },
    ] }],
    logic: [{ id: 'r', conditions: [{ elementId: 'likes', comparison: 'eq', value: 'yes' }], actions: [{ type: 'show', elementIds: ['why'] }] }],
  });

  it('accepts valid answers and drops answers to hidden and unknown elements', () => {
    const result = checkAnswers(design, { name: 'An', likes: 'no', why: 'secret', stray: 'x' });
    expect(result.problems).toEqual([]);
    expect(result.accepted).toEqual({ name: 'An', likes: 'no' });
  });

  it('requires a shown required element', () => {
    const result = checkAnswers(design, { name: 'An', likes: 'yes' });
    expect(result.problems).toEqual([{ field: 'why', key: 'validation.required' }]);
  });

  it('refuses a submission a rule forbids', () => {
    const forbidding = { ...design, logic: [{ id: 'f', join: 'and' as const, conditions: [{ elementId: 'likes', comparison: 'eq' as const, value: 'no' }], actions: [{ type: 'forbidSubmit' as const }] }] };
    const result = checkAnswers(forbidding, { name: 'An', likes: 'no', why: 'x' });
    expect(result.forbidden).toBe(true);
    expect(result.problems).toContainEqual({ field: '', key: 'validation.submissionForbidden' });
  });

  it('lets no answer to an element the design cannot answer steer a rule', () => {
    const steered = formDesignSchema.parse({ ...design, logic: [{ id: 'r', conditions: [{ elementId: 'intro', comparison: 'neq', value: 'a' }], actions: [{ type: 'show', elementIds: ['why'] }] }] });
    const result = checkAnswers(steered, { name: 'An', intro: 'x', why: 'secret' });
    expect(result.problems).toEqual([]);
    expect(result.accepted).toEqual({ name: 'An' });
  });
});

describe('options of checkAnswers', () => {
  const design = formDesignSchema.parse({
    title: 'Hẹn',
    phases: [{ id: 'p1', elements: [
      { id: 'day', kind: 'date', title: 'Ngày hẹn', disallowPast: true },
      { id: 'file', kind: 'attachment', title: 'Tệp' },
    ] }],
  });
  const answers = { day: '2025-06-14', file: [{ localId: 'l1', name: 'a.pdf', size: 10, type: 'application/pdf' }] };

  it('judges dates as of `at` in Vietnam (an offline answer keeps its day)', () => {
    expect(checkAnswers(design, answers, { at: new Date('2025-06-14T16:59:00Z') }).problems).toEqual([]);
    expect(checkAnswers(design, answers, { at: new Date('2025-06-14T17:00:00Z') }).problems).toEqual([{ field: 'day', key: 'validation.dateNotPast' }]);
  });

  it('wants uploaded files only when asked (the server)', () => {
    const at = new Date('2025-06-14T10:00:00Z');
    expect(checkAnswers(design, answers, { at }).problems).toEqual([]);
    expect(checkAnswers(design, answers, { at, requireUploaded: true }).problems).toEqual([{ field: 'file', key: 'validation.fileNotUploaded' }]);
  });
});
