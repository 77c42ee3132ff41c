import { describe, expect, it } from 'vitest';
import { type AvailabilityFacts, FormStatus, formAvailability, opensAt } from '#core/forms';

const now = new Date('2025-06-15T03:00:00Z');
const settings = { startsAt: null, closesAt: null, maxAnswers: null };
const published = (over: Partial<AvailabilityFacts['settings']> = {}, answerCount?: number): AvailabilityFacts =>
  ({ status: FormStatus.Active, settings: { ...settings, ...over }, ...(answerCount === undefined ? {} : { answerCount }) });

describe('formAvailability', () => {
  it('takes answers while published, opened, not closed and not full', () => {
    expect(formAvailability(published(), now)).toBeNull();
    expect(formAvailability(published({ startsAt: '2025-06-15T02:59:59Z', closesAt: '2025-06-15T03:00:01Z', maxAnswers: 3 }, 2), now)).toBeNull();
  });

  it('refuses before the opening moment and from the closing moment on', () => {
    expect(formAvailability(published({ startsAt: '2025-06-15T03:00:01Z' }), now)).toBe('notStarted');
    expect(formAvailability(published({ closesAt: '2025-06-15T03:00:00Z' }), now)).toBe('closed');
    expect(formAvailability(published({ startsAt: '2025-07-01T00:00:00+07:00', closesAt: '2025-06-01T00:00:00Z' }), now)).toBe('notStarted');
  });

  it('is full at its maximum of answers, when the count is known', () => {
    expect(formAvailability(published({ maxAnswers: 3 }, 3), now)).toBe('full');
    expect(formAvailability(published({ maxAnswers: 3 }), now)).toBeNull();
    expect(formAvailability(published({ maxAnswers: 3, closesAt: '2025-06-01T00:00:00Z' }, 3), now)).toBe('closed');
  });

  it('names why a form that is not published takes none, whatever its dates', () => {
    expect(formAvailability({ ...published(), status: FormStatus.Disable }, now)).toBe('disabled');
    expect(formAvailability({ ...published(), status: FormStatus.AwaitingReview }, now)).toBe('awaitingReview');
    expect(formAvailability({ ...published(), status: FormStatus.Delete }, now)).toBe('deleted');
  });
});

describe('opensAt', () => {
  it('is the opening moment while it is ahead, else null', () => {
    expect(opensAt({ startsAt: '2025-07-01T00:00:00+07:00' }, now)).toEqual(new Date('2025-06-30T17:00:00Z'));
    expect(opensAt({ startsAt: '2025-06-15T03:00:00Z' }, now)).toBeNull();
    expect(opensAt({ startsAt: null }, now)).toBeNull();
  });
});
