import { type OtpSent, type OtpVerified, verificationCalls as calls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

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
    ? callApi(calls.sendEmailCode, { params: { id: formId }, body: { email: target } })
    : callApi(calls.sendSmsCode, { body: { formId, phone: target } });
}

/** POST verify-email-otp or verify-sms-otp. */
export async function confirmCode(channel: VerifyChannel, formId: number, target: string, code: string): Promise<Verified> {
  const call = channel === 'email' ? calls.verifyEmailCode : calls.verifySmsCode;
  const reply: OtpVerified = await callApi(call, { body: { formId, target, code } });
  return { token: reply.verificationToken, target, expiresAt: reply.expiresAt };
}

/** A proof kept in a draft is worth nothing once expired: the person verifies again. */
export function stillValid(verified: Verified | undefined | null, now: Date = new Date()): Verified | null {
  if (!verified) return null;
  const expires = Date.parse(verified.expiresAt);
  return Number.isNaN(expires) || expires <= now.getTime() ? null : verified;
}
