import { describe, expect, it } from 'vitest';
import { VIETNAM_UTC_OFFSET, vietnamDate, vietnamDayStart, vietnamWallClock } from '#core/time';

describe('Vietnam time (UTC+7 all year)', () => {
  it('reads the wall clock and the calendar day in Vietnam, whatever the machine zone', () => {
    expect(vietnamWallClock(new Date('2025-12-31T16:59:59.250Z'))).toBe('2025-12-31T23:59:59.250');
    expect(vietnamDate(new Date('2025-12-31T16:59:59.999Z'))).toBe('2025-12-31');
    expect(vietnamDate(new Date('2025-12-31T17:00:00Z'))).toBe('2026-01-01');
    // no summer time: the same offset in July
    expect(vietnamWallClock(new Date('2025-07-01T00:00:00Z'))).toBe('2025-07-01T07:00:00.000');
  });

  it('starts a Vietnam day at 17:00 UTC of the day before, and round-trips with vietnamDate', () => {
    expect(vietnamDayStart('2025-03-01').toISOString()).toBe('2025-02-28T17:00:00.000Z');
    expect(vietnamDate(vietnamDayStart('2025-03-01'))).toBe('2025-03-01');
    expect(vietnamDate(new Date(vietnamDayStart('2025-03-01').getTime() - 1))).toBe('2025-02-28');
    expect(VIETNAM_UTC_OFFSET).toBe('+07:00');
  });
});
