import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '#server/http/zod-app';
import { ErrorCode, type OtpVerified, verificationCalls as calls } from '#core/api';
import { reserveAttempt } from '#server/auth/rate-limit';
import { ApiError, tooManyRequests } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import { useOtp } from './otp-store';
import { type OtpSenders, assertChannel, sendOtp } from './otp-routes-support';
import { type OtpChannel, normaliseTarget } from './otp-target';
import { issueVerification } from './respondent-token';

const tags = ['verification'];
const otpWrong = () => new ApiError(400, ErrorCode.OtpWrong, { key: 'error.otpWrong' });

/** Respondent verification by one-time code: generate-email-otp, verify-email-otp, generate-sms-otp, verify-sms-otp. */
export function verificationRoutes(app: ZodApp, senders: OtpSenders): void {
  const db = app.db;

  async function generate(req: FastifyRequest, formId: number, channel: OtpChannel, raw: string, field: string) {
    const companyId = req.company.id;
    await assertChannel(db, app.settings, senders, companyId, formId, channel);
    return ok(await sendOtp(db, req, senders, { companyId, formId, channel, target: normaliseTarget(channel, raw, field) }));
  }

  async function verify(req: FastifyRequest, body: { formId: number; target: string; code: string }, channel: OtpChannel): Promise<OtpVerified> {
    const companyId = req.company.id;
    // Each code allows a few tries; this bounds guessing across many codes from one address.
    const { perAddress, windowSeconds } = app.settings.otpLimits;
    const { wait } = await reserveAttempt(db, [{ key: `otp:verify:${req.ip}`, max: perAddress * 3 }], windowSeconds);
    if (wait !== null) throw tooManyRequests(wait);
    await assertChannel(db, app.settings, senders, companyId, body.formId, channel);
    const key = { companyId, formId: body.formId, channel, target: normaliseTarget(channel, body.target, 'target') };
    if (!(await useOtp(db, key, body.code))) throw otpWrong();
    return issueVerification(db, key);
  }

  registerCall(app, calls.sendEmailCode, { tags, summary: 'Send a one-time code to an email address (forms with email verification)' }, async (req) =>
    generate(req, req.params.id, 'email', req.body.email, 'email'));
  registerCall(app, calls.verifyEmailCode, { tags, summary: 'Check an emailed code; returns the verification token for the submission' }, async (req) =>
    ok(await verify(req, req.body, 'email')));
  registerCall(app, calls.sendSmsCode, { tags, summary: 'Send a one-time code by SMS (forms with SMS verification, companies with SMS OTP on)' }, async (req) =>
    generate(req, req.body.formId, 'sms', req.body.phone, 'phone'));
  registerCall(app, calls.verifySmsCode, { tags, summary: 'Check an SMS code; returns the verification token for the submission' }, async (req) =>
    ok(await verify(req, req.body, 'sms')));
}
