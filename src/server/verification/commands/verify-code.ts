import { ErrorCode, type OtpVerified } from '#core/api';
import { reserveAttempt } from '#server/auth/rate-limit';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { DomainError, tooManyRequests } from '#server/domain/domain-error';
import { useOtp } from '../otp-store';
import { type OtpChannel, normaliseTarget } from '../otp-target';
import { assertChannel } from '../policy';
import { issueVerification } from '../respondent-token';
import type { OtpDelivery } from './send-code';

const otpWrong = () => new DomainError('bad-request', ErrorCode.OtpWrong, { key: 'error.otpWrong' });

/** verify-*-otp: a right code for the form's channel gives the verification token the submission carries. */
export async function verifyCode(
  db: Db, actor: Actor, delivery: Omit<OtpDelivery, 'log'>, channel: OtpChannel, body: { formId: number; target: string; code: string },
): Promise<OtpVerified> {
  const { senders, settings } = delivery;
  const companyId = actor.company.id;
  // Each code allows a few tries; this bounds guessing across many codes from one address.
  const { perAddress, windowSeconds } = settings.otpLimits;
  const { wait } = await reserveAttempt(db, [{ key: `otp:verify:${actor.ip}`, max: perAddress * 3 }], windowSeconds);
  if (wait !== null) throw tooManyRequests(wait);
  await assertChannel(db, settings, senders, companyId, body.formId, channel);
  const key = { companyId, formId: body.formId, channel, target: normaliseTarget(channel, body.target, 'target') };
  if (!(await useOtp(db, key, body.code))) throw otpWrong();
  return issueVerification(db, key);
}
