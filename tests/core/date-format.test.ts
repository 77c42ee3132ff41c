import { describe, expect, it } from 'vitest';
import { formatMoment, formatWallClock } from '#core/time';

describe('the one date format (docs/dates.md)', () => {
  const afternoon = '2026-11-26T07:05:09.400Z'; // 14:05:09 in Vietnam

  it('writes Vietnamese dd/MM/yyyy with a 24-hour clock', () => {
    expect(formatMoment(afternoon, 'vi', 'date')).toBe('26/11/2026');
    expect(formatMoment(afternoon, 'vi')).toBe('26/11/2026 14:05');
    expect(formatMoment(afternoon, 'vi', 'dateTimeSeconds')).toBe('26/11/2026 14:05:09');
    expect(formatMoment(afternoon, 'vi', 'time')).toBe('14:05');
    expect(formatMoment(afternoon, 'vi', 'timeSeconds')).toBe('14:05:09');
    expect(formatMoment(afternoon, 'vi', 'dayMonth')).toBe('26/11');
  });

  it('writes English with an unambiguous month name and the same 24-hour clock', () => {
    expect(formatMoment(afternoon, 'en', 'date')).toBe('26 Nov 2026');
    expect(formatMoment(afternoon, 'en')).toBe('26 Nov 2026, 14:05');
    expect(formatMoment(afternoon, 'en', 'dateTimeSeconds')).toBe('26 Nov 2026, 14:05:09');
    expect(formatMoment(new Date('2026-01-04T03:00:00Z'), 'en', 'dayMonth')).toBe('4 Jan');
  });

  it('writes midnight as 00:00, never 12 AM or 24:00', () => {
    const midnight = new Date('2026-02-28T17:00:00Z'); // 1 March 2026, 00:00 in Vietnam
    expect(formatMoment(midnight, 'vi')).toBe('01/03/2026 00:00');
    expect(formatMoment(midnight, 'en')).toBe('1 Mar 2026, 00:00');
  });

  it('takes the day of Vietnam when UTC+7 has already crossed into the next day (and year)', () => {
    const lateUtc = new Date('2025-12-31T17:30:00Z'); // still 31 Dec in UTC, 1 Jan 00:30 in Vietnam
    expect(formatMoment(lateUtc, 'vi')).toBe('01/01/2026 00:30');
    expect(formatMoment(lateUtc, 'en', 'date')).toBe('1 Jan 2026');
    expect(formatMoment(new Date('2025-12-31T16:59:59Z'), 'vi', 'dateTimeSeconds')).toBe('31/12/2025 23:59:59');
  });

  it('reads wall-clock texts (answers, statistics days) as they stand, without shifting them', () => {
    expect(formatWallClock('2026-11-26', 'vi')).toBe('26/11/2026');
    expect(formatWallClock('2026-11-26', 'en')).toBe('26 Nov 2026');
    expect(formatWallClock('2026-11-26T23:30', 'vi', 'dateTime')).toBe('26/11/2026 23:30');
    expect(formatWallClock('2026-11-26', 'vi', 'dayMonth')).toBe('26/11');
  });

  it('gives back what is no date unchanged', () => {
    expect(formatWallClock('soon', 'vi')).toBe('soon');
    expect(formatWallClock('2026-13-01', 'en')).toBe('2026-13-01');
    expect(formatWallClock('2026-02-31', 'vi')).toBe('2026-02-31');
    expect(formatWallClock('2026-11-26T24:00', 'vi', 'dateTime')).toBe('2026-11-26T24:00');
    expect(formatMoment('not a date', 'vi')).toBe('not a date');
  });
});
