import { verificationCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { sendCode } from './commands/send-code';
import { verifyCode } from './commands/verify-code';
import type { OtpSenders } from './policy';

const tags = ['verification'];

/** Respondent verification by one-time code: generate-email-otp, verify-email-otp, generate-sms-otp, verify-sms-otp. */
export function verificationRoutes(app: ZodApp, senders: OtpSenders): void {
  const db = app.db;
  const delivery = { senders, settings: app.settings };

  registerCall(app, calls.sendEmailCode, { tags, summary: 'Send a one-time code to an email address (forms with email verification)' }, async (req) =>
    ok(await sendCode(db, req.actor, { ...delivery, log: req.log }, { formId: req.params.id, channel: 'email', address: req.body.email, field: 'email' })));
  registerCall(app, calls.verifyEmailCode, { tags, summary: 'Check an emailed code; returns the verification token for the submission' }, async (req) =>
    ok(await verifyCode(db, req.actor, delivery, 'email', req.body)));
  registerCall(app, calls.sendSmsCode, { tags, summary: 'Send a one-time code by SMS (forms with SMS verification, companies with SMS OTP on)' }, async (req) =>
    ok(await sendCode(db, req.actor, { ...delivery, log: req.log }, { formId: req.body.formId, channel: 'sms', address: req.body.phone, field: 'phone' })));
  registerCall(app, calls.verifySmsCode, { tags, summary: 'Check an SMS code; returns the verification token for the submission' }, async (req) =>
    ok(await verifyCode(db, req.actor, delivery, 'sms', req.body)));
}
