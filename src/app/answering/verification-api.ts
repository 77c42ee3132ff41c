import { otpSentSchema, otpVerifiedSchema, type OtpSent, type OtpVerified } from '#core/api';
import { api } from '#core/api';
import { apiRequest } from '../http/api-client';

export type VerifyChannel = 'email' | 'sms';

/** What a verified respondent carries: kept in the draft, its token sent with the answer. */
export interface Verified {
  token: string;
  target: string;
  expiresAt: string;
}

/** POST generate-email-otp/{id} or generate-sms-otp: the server sends a 6-digit code. */
export function requestCode(channel: VerifyChannel, formId: number, target: string): Promise<OtpSent> {
  return channel === 'email'
    ? apiRequest(api.formEmailOtp(formId), { body: { email: target }, schema: otpSentSchema })
    : apiRequest(api.formSmsOtp, { body: { formId, phone: target }, schema: otpSentSchema });
}

/** POST verify-email-otp or verify-sms-otp. */
export async function confirmCode(channel: VerifyChannel, formId: number, target: string, code: string): Promise<Verified> {
  const path = channel === 'email' ? api.formVerifyEmailOtp : api.formVerifySmsOtp;
  const reply: OtpVerified = await apiRequest(path, { body: { formId, target, code }, schema: otpVerifiedSchema });
  return { token: reply.verificationToken, target, expiresAt: reply.expiresAt };
}

/** A proof kept in a draft is worth nothing once expired: the person verifies again. */
export function stillValid(verified: Verified | undefined | null, now: Date = new Date()): Verified | null {
  if (!verified) return null;
  const expires = Date.parse(verified.expiresAt);
  return Number.isNaN(expires) || expires <= now.getTime() ? null : verified;
}
