import { describe, expect, it } from 'vitest';
import { ErrorCode } from '#core/api';
import { formSettingsSchema } from '#core/forms';
import { settingNotes } from '#app/features/answering/flow/settings';
import { closedReason } from '#app/features/answering/flow/unavailable';

const now = new Date('2025-06-01T08:00:00Z');
const ids = (settings: Parameters<typeof formSettingsSchema.parse>[0]) => settingNotes(formSettingsSchema.parse(settings), now).map((n) => n.id);

describe('settings explained before answering', () => {
  it('says nothing for a form with no limits', () => {
    expect(ids({})).toEqual([]);
  });

  it('explains the answer limit, the maximum, the closing date, verification and captcha', () => {
    expect(ids({ answerLimit: true, maxAnswers: 100, closesAt: '2025-06-30T17:00:00Z', verification: 'email', requireCaptcha: true })).toEqual([
      'answerFlow.note.onePerPerson', 'answerFlow.note.maxAnswers', 'answerFlow.note.closesAt', 'answerFlow.note.verifyEmail', 'answerFlow.note.captcha',
    ]);
    const [max, closes] = settingNotes(formSettingsSchema.parse({ maxAnswers: 100, closesAt: '2025-06-30T17:00:00Z' }), now);
    expect(max?.values).toEqual({ count: 100 });
    expect(closes).toEqual({ id: 'answerFlow.note.closesAt', values: { date: new Date('2025-06-30T17:00:00Z') } });
    expect(ids({ verification: 'sms' })).toEqual(['answerFlow.note.verifyPhone']);
  });

  it('warns on a copy kept on the device when the form has closed or is not open yet', () => {
    const closed = settingNotes(formSettingsSchema.parse({ closesAt: '2025-05-01T00:00:00Z' }), now);
    expect(closed).toEqual([{ id: 'answerFlow.note.closed', warning: true }]);
    const early = settingNotes(formSettingsSchema.parse({ startsAt: '2025-07-01T00:00:00Z' }), now);
    expect(early[0]).toMatchObject({ id: 'answerFlow.note.opensAt', warning: true });
    expect(ids({ startsAt: '2025-05-01T00:00:00Z' })).toEqual([]);
  });
});

describe('why a form cannot be answered', () => {
  it('names the reason of each refusal of the public form', () => {
    expect(closedReason(ErrorCode.FormDisabled, [])).toEqual({ key: 'error.formDisabled' });
    expect(closedReason(ErrorCode.FormAwaitingReview, [])).toEqual({ key: 'error.formAwaitingReview' });
    expect(closedReason(ErrorCode.FormClosed, [])).toEqual({ key: 'validation.expired' });
    expect(closedReason(ErrorCode.FormFull, [])).toEqual({ key: 'error.formFull' });
    expect(closedReason(ErrorCode.NotFound, [])).toBeNull();
    expect(closedReason('NETWORK', [])).toBeNull();
  });

  it('shows the author\'s inactive message and when answers open', () => {
    const reason = closedReason(ErrorCode.FormNotStarted, [
      { field: 'inactiveMessage', message: '  Khảo sát mở vào tuần sau.  ' },
      { field: 'opensAt', message: '2025-07-01T00:00:00.000Z' },
    ]);
    expect(reason).toEqual({ key: 'error.formNotStarted', inactiveMessage: 'Khảo sát mở vào tuần sau.', opensAt: new Date('2025-07-01T00:00:00.000Z') });
    expect(closedReason(ErrorCode.FormNotStarted, [{ field: 'opensAt', message: 'soon' }])).toEqual({ key: 'error.formNotStarted' });
    expect(closedReason(ErrorCode.FormDisabled, [{ field: 'inactiveMessage', message: ' ' }])).toEqual({ key: 'error.formDisabled' });
  });
});
