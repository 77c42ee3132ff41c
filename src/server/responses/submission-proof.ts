import { ErrorCode } from '#core/api';
import { OFFLINE_GRACE_DAYS } from '#core/constants';
import type { ResponseSubmission } from '#core/api';
import type { FormSettings } from '#core/forms';
import { checkCaptchaAnswer } from '#server/auth/captcha';
import { sha256 } from '#server/auth/tokens';
import type { Db } from '#server/db/connect';
import { ApiError } from '#server/http/api-error';
import { findVerification } from '#server/verification/respondent-token';

export interface VerifiedAddress {
  verifiedEmail: string | null;
  verifiedPhone: string | null;
  /** sha256 of the verification token: the statement that stores the response binds it to that response */
  tokenHash: string | null;
}

const verificationRequired = () => new ApiError(403, ErrorCode.VerificationRequired, { key: 'error.verificationRequired' });
/** The token already proves another response. */
export const verificationUsed = () => new ApiError(403, ErrorCode.VerificationRequired, { key: 'error.verificationUsed' });
export const captchaWrong = () =>
  new ApiError(400, ErrorCode.CaptchaWrong, { key: 'error.captchaWrong' }, [{ field: 'captchaAnswer', key: 'error.captchaWrong' }]);

/**
 * settings.verification: the token from verify-email-otp / verify-sms-otp for this form. It must
 * have been valid when the person pressed submit (an answer may wait offline), within the grace,
 * and prove no other response (a retry of the same responseId may use it again).
 */
export async function verifiedAddress(
  db: Db, companyId: number, formId: number, settings: FormSettings, submission: ResponseSubmission, answeredAt: number, now = Date.now(),
): Promise<VerifiedAddress> {
  const channel = settings.verification;
  if (channel === 'none') return { verifiedEmail: null, verifiedPhone: null, tokenHash: null };
  if (!submission.verificationToken) throw verificationRequired();
  const found = await findVerification(db, companyId, formId, channel, submission.verificationToken);
  const expires = found?.expiresAt.getTime() ?? 0;
  if (!found || expires <= answeredAt || now >= expires + OFFLINE_GRACE_DAYS * 24 * 3600 * 1000) throw verificationRequired();
  if (found.responseId !== null && found.responseId !== submission.responseId) throw verificationUsed();
  const tokenHash = sha256(submission.verificationToken);
  return channel === 'email'
    ? { verifiedEmail: found.target, verifiedPhone: null, tokenHash }
    : { verifiedEmail: null, verifiedPhone: found.target, tokenHash };
}

/**
 * settings.requireCaptcha: a solved captcha, checked but not spent; the id returned is spent by the
 * statement that stores the response, so a failure before that commit leaves it to the retry.
 */
export async function checkCaptcha(db: Db, companyId: number, settings: FormSettings, submission: ResponseSubmission): Promise<string | null> {
  if (!settings.requireCaptcha) return null;
  if (!submission.captchaId || !submission.captchaAnswer) {
    throw new ApiError(400, ErrorCode.CaptchaRequired, { key: 'error.captchaRequired' }, [{ field: 'captchaAnswer', key: 'error.captchaRequired' }]);
  }
  if (!(await checkCaptchaAnswer(db, companyId, submission.captchaId, submission.captchaAnswer))) throw captchaWrong();
  return submission.captchaId;
}
