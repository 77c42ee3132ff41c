import { ErrorCode, formClosedReason } from '#core/api';

/** What a person can do about an answer the server would not take, by the problem's code. */
export type Guidance = 'captcha' | 'verification' | 'signIn' | 'author' | 'formUnavailable' | 'conflict' | 'other';

const byCode: Partial<Record<string, Guidance>> = {
  [ErrorCode.CaptchaRequired]: 'captcha',
  [ErrorCode.CaptchaWrong]: 'captcha',
  [ErrorCode.VerificationRequired]: 'verification',
  [ErrorCode.OtpWrong]: 'verification',
  [ErrorCode.Unauthorized]: 'signIn',
  [ErrorCode.SessionUserChanged]: 'author',
  [ErrorCode.AnswerLimit]: 'formUnavailable',
  [ErrorCode.ResponseConflict]: 'conflict',
};

/** A form closed to answers (FORM_REFUSALS) or this person's answers used up: nothing to do but wait or ask the author. */
export function guidanceFor(code: string | null | undefined): Guidance {
  if (!code) return 'other';
  return byCode[code] ?? (formClosedReason(code) ? 'formUnavailable' : 'other');
}

/** Explanation message id for each guidance (none for 'other': the server's text says it). */
export const guidanceText: { readonly [G in Exclude<Guidance, 'other'>]: `sync.reason.${G}` } = {
  captcha: 'sync.reason.captcha',
  verification: 'sync.reason.verification',
  signIn: 'sync.reason.signIn',
  author: 'sync.reason.author',
  formUnavailable: 'sync.reason.formUnavailable',
  conflict: 'sync.reason.conflict',
};
