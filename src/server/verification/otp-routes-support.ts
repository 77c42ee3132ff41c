import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '#core/api';
import type { OtpSent } from '#core/api';
import type { Db } from '#server/db/connect';
import { companies } from '#server/db/schema/index';
import { loadRespondentForm } from '#server/forms/respondent-view';
import { designOf } from '#server/forms/form-view';
import { unavailableError } from '#server/forms/form-availability';
import { reserveAttempt } from '#server/auth/rate-limit';
import { ApiError, tooManyRequests } from '#server/http/api-error';
import type { Mailer } from '#server/mail/mailer';
import type { ServerSettings } from '#server/settings';
import type { SmsProvider } from '#server/sms/sms-provider';
import { OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type OtpKey, dropOtp, issueOtp, resendWait } from './otp-store';
import { otpSubject, otpText } from './otp-message';
import type { OtpChannel } from './otp-target';

export interface OtpSenders {
  mailer: Mailer;
  sms: SmsProvider;
}

const unavailable = () => new ApiError(403, ErrorCode.OtpUnavailable, { key: 'error.otpUnavailable' });

/** The form takes answers now and asks for this channel; the company (and this instance) can send it. */
export async function assertChannel(db: Db, settings: ServerSettings, senders: OtpSenders, companyId: number, formId: number, channel: OtpChannel) {
  const form = await loadRespondentForm(db, companyId, formId);
  const refused = unavailableError(form);
  if (refused) throw refused;
  if (designOf(form).settings.verification !== channel) throw new ApiError(400, ErrorCode.BadRequest, { key: 'error.badRequest' });
  if (channel === 'sms') {
    const [company] = await db.select({ sms: companies.smsOtpEnabled }).from(companies).where(eq(companies.id, companyId)).limit(1);
    if (company?.sms !== 1) throw unavailable();
  }
  // Codes written to the log would let anyone who reads the log pass as anyone: not in production.
  const delivers = channel === 'email' ? senders.mailer.delivers : senders.sms.delivers;
  if (settings.production && !delivers) throw unavailable();
}

/** Resend wait, then the per-target and per-address limits, then a new code, sent; an unsent code is dropped. */
export async function sendOtp(db: Db, req: FastifyRequest, senders: OtpSenders, key: OtpKey): Promise<OtpSent> {
  const wait = await resendWait(db, key);
  if (wait > 0) throw tooManyRequests(wait);
  const { perTarget, perAddress, windowSeconds } = req.server.settings.otpLimits;
  const reservation = await reserveAttempt(db, [
    { key: `otp:target:${key.companyId}:${key.channel}:${key.target}`, max: perTarget },
    { key: `otp:address:${req.ip}`, max: perAddress },
  ], windowSeconds);
  if (reservation.wait !== null) throw tooManyRequests(reservation.wait);
  const { id, code } = await issueOtp(db, key);
  try {
    const text = otpText(code);
    if (key.channel === 'email') await senders.mailer.send({ to: key.target, subject: otpSubject, text });
    else await senders.sms.send(key.target, text);
  } catch (error) {
    req.log.error({ err: error, channel: key.channel }, 'one-time code not sent');
    await dropOtp(db, id);
    throw new ApiError(500, ErrorCode.Server, { key: 'error.codeNotSent' });
  }
  return { expiresIn: OTP_TTL_SECONDS, resendAfter: OTP_RESEND_SECONDS };
}
