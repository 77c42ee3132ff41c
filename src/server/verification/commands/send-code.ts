import { ErrorCode, type OtpSent } from '#core/api';
import { reserveAttempt } from '#server/auth/rate-limit';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { DomainError, tooManyRequests } from '#server/domain/domain-error';
import type { ServerSettings } from '#server/settings';
import { otpSubject, otpText } from '../otp-message';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type OtpKey, dropOtp, issueOtp, resendWait } from '../otp-store';
import { type OtpChannel, normaliseTarget } from '../otp-target';
import { type OtpSenders, assertChannel } from '../policy';

export interface OtpDelivery {
  senders: OtpSenders;
  settings: Pick<ServerSettings, 'production' | 'otpLimits'>;
  log: { error(details: object, message: string): void };
}

export interface SendCodeInput {
  formId: number;
  channel: OtpChannel;
  /** the address as typed, and the field it came in (for a refusal of it) */
  address: string;
  field: string;
}

/**
 * generate-*-otp: the form asks for this channel, then the resend wait, the per-target and
 * per-address limits, then a new code, sent; an unsent code is dropped.
 */
export async function sendCode(db: Db, actor: Actor, delivery: OtpDelivery, input: SendCodeInput): Promise<OtpSent> {
  const { senders, settings } = delivery;
  const companyId = actor.company.id;
  await assertChannel(db, settings, senders, companyId, input.formId, input.channel);
  const key: OtpKey = { companyId, formId: input.formId, channel: input.channel, target: normaliseTarget(input.channel, input.address, input.field) };
  const wait = await resendWait(db, key);
  if (wait > 0) throw tooManyRequests(wait);
  const { perTarget, perAddress, windowSeconds } = settings.otpLimits;
  const reservation = await reserveAttempt(db, [
    { key: `otp:target:${key.companyId}:${key.channel}:${key.target}`, max: perTarget },
    { key: `otp:address:${actor.ip}`, max: perAddress },
  ], windowSeconds);
  if (reservation.wait !== null) throw tooManyRequests(reservation.wait);
  const { id, code } = await issueOtp(db, key);
  try {
    const text = otpText(code);
    if (key.channel === 'email') await senders.mailer.send({ to: key.target, subject: otpSubject, text });
    else await senders.sms.send(key.target, text);
  } catch (error) {
    delivery.log.error({ err: error, channel: key.channel }, 'one-time code not sent');
    await dropOtp(db, id);
    throw new DomainError('failed', ErrorCode.Server, { key: 'error.codeNotSent' });
  }
  return { expiresIn: OTP_TTL_SECONDS, resendAfter: OTP_RESEND_SECONDS };
}
