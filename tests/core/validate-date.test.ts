import { describe, expect, it } from 'vitest';
import { answerContext } from '#core/answers';
import { vietnamDate } from '#core/time';
import { validateElementAnswer } from '#core/answers';
import { check, el, keyOf } from './answers-fixtures';

describe('"today" is the calendar date in Vietnam', () => {
  it('turns over at midnight UTC+7, not UTC', () => {
    expect(vietnamDate(new Date('2025-06-14T16:59:59Z'))).toBe('2025-06-14');
    expect(vietnamDate(new Date('2025-06-14T17:00:00Z'))).toBe('2025-06-15');
  });

  it('judges an answer made offline yesterday as of yesterday', () => {
    const noPast = el({ kind: 'date', disallowPast: true });
    const yesterday = answerContext({ at: new Date('2025-06-14T03:00:00Z') });
    const today = answerContext({ at: new Date('2025-06-15T03:00:00Z') });
    expect(validateElementAnswer(noPast, '2025-06-14', yesterday)).toBeNull();
    expect(validateElementAnswer(noPast, '2025-06-14', today)).toEqual({ key: 'validation.dateNotPast' });
  });
});

describe('date answers (AT = 2025-06-15 in Vietnam)', () => {
  it('wants a real YYYY-MM-DD day', () => {
    expect(keyOf({ kind: 'date' }, '2024-02-29')).toBeNull();
    for (const bad of ['2025-02-29', '2025-13-01', '15/06/2025', '2025-06-15T10:00', '2025-6-1']) expect(keyOf({ kind: 'date' }, bad)).toBe('validation.malformed');
    expect(keyOf({ kind: 'date' }, 20250615)).toBe('validation.malformed');
  });

  it('refuses past or future days as asked, today is allowed', () => {
    expect(keyOf({ kind: 'date', disallowPast: true }, '2025-06-15')).toBeNull();
    expect(keyOf({ kind: 'date', disallowPast: true }, '2025-06-14')).toBe('validation.dateNotPast');
    expect(keyOf({ kind: 'date', disallowFuture: true }, '2025-06-15')).toBeNull();
    expect(keyOf({ kind: 'date', disallowFuture: true }, '2025-06-16')).toBe('validation.dateNotFuture');
  });

  it('keeps days within minDate..maxDate', () => {
    const d = { kind: 'date' as const, minDate: '2025-01-01', maxDate: '2025-12-31' };
    expect(check(d, '2024-12-31')).toEqual({ key: 'validation.dateTooEarly', values: { min: '2025-01-01' } });
    expect(check(d, '2026-01-01')).toEqual({ key: 'validation.dateTooLate', values: { max: '2025-12-31' } });
    expect(check(d, '2025-12-31')).toBeNull();
  });
});

describe('date-time answers', () => {
  it('takes local wall time, with seconds or an offset', () => {
    for (const ok of ['2025-06-15T08:30', '2025-06-15T08:30:15', '2025-06-15T08:30+07:00', '2025-06-15T08:30:00.000Z']) expect(keyOf({ kind: 'datetime' }, ok)).toBeNull();
    for (const bad of ['2025-06-15', '2025-06-15T24:00', '2025-06-15 08:30', '2025-02-30T08:00', 'hôm nay']) expect(keyOf({ kind: 'datetime' }, bad)).toBe('validation.malformed');
  });

  it('keeps the typed time within timeFrom..timeTo, ends included', () => {
    const d = { kind: 'datetime' as const, timeFrom: '08:00', timeTo: '17:30' };
    expect(check(d, '2025-06-15T07:59')).toEqual({ key: 'validation.timeOutOfRange', values: { from: '08:00', to: '17:30' } });
    expect(check(d, '2025-06-15T08:00')).toBeNull();
    expect(check(d, '2025-06-15T17:30')).toBeNull();
    expect(check(d, '2025-06-15T17:31')).toEqual({ key: 'validation.timeOutOfRange', values: { from: '08:00', to: '17:30' } });
    // the time as typed, whatever the offset: 09:00 in another zone is still 09:00 on the form
    expect(check(d, '2025-06-15T09:00Z')).toBeNull();
    expect(check({ kind: 'datetime', timeFrom: '12:00' }, '2025-06-15T11:00')).toEqual({ key: 'validation.timeOutOfRange', values: { from: '12:00', to: '23:59' } });
  });

  it('applies day rules to the typed day', () => {
    expect(keyOf({ kind: 'datetime', disallowFuture: true }, '2025-06-16T00:00')).toBe('validation.dateNotFuture');
    expect(keyOf({ kind: 'datetime', maxDate: '2025-06-15' }, '2025-06-15T23:59')).toBeNull();
  });
});
