import { ErrorCode } from '#core/api/envelope';
import { OFFLINE_GRACE_DAYS } from '#core/constants';
import type { ResponseSubmission } from '#core/api/responses.contract';
import type { FormSettings } from '#core/forms/form.schema';
import { consumeCaptcha } from '#server/auth/captcha';
import type { Db } from '#server/db/connect';
import { ApiError } from '#server/http/api-error';
import { findVerification } from '#server/verification/respondent-token';

export interface VerifiedAddress {
  verifiedEmail: string | null;
  verifiedPhone: string | null;
}

const verificationRequired = () => new ApiError(403, ErrorCode.VerificationRequired, { key: 'error.verificationRequired' });

/**
 * settings.verification: the token from verify-email-otp / verify-sms-otp for this form. It must
 * have been valid when the person pressed submit (an answer may wait offline), within the grace.
 */
export async function verifiedAddress(
  db: Db, companyId: number, formId: number, settings: FormSettings, submission: ResponseSubmission, answeredAt: number, now = Date.now(),
): Promise<VerifiedAddress> {
  const channel = settings.verification;
  if (channel === 'none') return { verifiedEmail: null, verifiedPhone: null };
  if (!submission.verificationToken) throw verificationRequired();
  const found = await findVerification(db, companyId, formId, channel, submission.verificationToken);
  const expires = found?.expiresAt.getTime() ?? 0;
  if (!found || expires <= answeredAt || now >= expires + OFFLINE_GRACE_DAYS * 24 * 3600 * 1000) throw verificationRequired();
  return channel === 'email' ? { verifiedEmail: found.target, verifiedPhone: null } : { verifiedEmail: null, verifiedPhone: found.target };
}

/** settings.requireCaptcha: a solved captcha, spent by this attempt. Run last: it is the one check with an effect. */
export async function checkCaptcha(db: Db, companyId: number, settings: FormSettings, submission: ResponseSubmission): Promise<void> {
  if (!settings.requireCaptcha) return;
  if (!submission.captchaId || !submission.captchaAnswer) {
    throw new ApiError(400, ErrorCode.CaptchaRequired, { key: 'error.captchaRequired' }, [{ field: 'captchaAnswer', key: 'error.captchaRequired' }]);
  }
  if (!(await consumeCaptcha(db, companyId, submission.captchaId, submission.captchaAnswer))) {
    throw new ApiError(400, ErrorCode.CaptchaWrong, { key: 'error.captchaWrong' }, [{ field: 'captchaAnswer', key: 'error.captchaWrong' }]);
  }
}
