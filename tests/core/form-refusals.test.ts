import { describe, expect, it } from 'vitest';
import { ErrorCode, FORM_REFUSALS, formClosedReason } from '#core/api';
import { type FormUnavailable, FormStatus, formAvailability } from '#core/forms';

const now = new Date('2025-06-15T03:00:00Z');
const settings = { startsAt: null, closesAt: null, maxAnswers: null };

/** A form in each state core's rule names, and the reason it gives. */
const states: readonly [FormUnavailable, Parameters<typeof formAvailability>[0]][] = [
  ['notStarted', { status: FormStatus.Active, settings: { ...settings, startsAt: '2025-07-01T00:00:00Z' } }],
  ['closed', { status: FormStatus.Active, settings: { ...settings, closesAt: '2025-06-01T00:00:00Z' } }],
  ['full', { status: FormStatus.Active, settings: { ...settings, maxAnswers: 2 }, answerCount: 2 }],
  ['disabled', { status: FormStatus.Disable, settings }],
  ['awaitingReview', { status: FormStatus.AwaitingReview, settings }],
  ['deleted', { status: FormStatus.Delete, settings }],
];

describe('FORM_REFUSALS: one table for the server\'s refusal and the page\'s explanation', () => {
  it('reads each closed form\'s refusal back to the reason core gave, with its own code', () => {
    for (const [reason, form] of states) {
      expect(formAvailability(form, now)).toBe(reason);
      expect(formClosedReason(FORM_REFUSALS[reason].code)).toBe(reason === 'deleted' ? null : reason);
    }
    const codes = states.map(([reason]) => FORM_REFUSALS[reason].code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the codes and messages the API has always sent', () => {
    expect(FORM_REFUSALS.closed).toEqual({ code: ErrorCode.FormClosed, key: 'validation.expired' });
    expect(FORM_REFUSALS.notStarted).toEqual({ code: ErrorCode.FormNotStarted, key: 'error.formNotStarted' });
    expect(FORM_REFUSALS.deleted).toEqual({ code: ErrorCode.NotFound, key: 'error.notFound' });
  });

  it('takes no other code for a closed form', () => {
    expect(formClosedReason(ErrorCode.NotFound)).toBeNull();
    expect(formClosedReason(ErrorCode.AnswerLimit)).toBeNull();
    expect(formClosedReason('NETWORK')).toBeNull();
  });
});
