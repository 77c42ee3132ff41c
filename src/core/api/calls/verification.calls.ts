import { defineCall } from './define-call';
import { generateEmailOtpBodySchema, generateSmsOtpBodySchema, otpSentSchema, otpVerifiedSchema, verifyOtpBodySchema } from '../answering.contract';
import { formIdParamsSchema } from '../forms.contract';

const form = '/api/v1/form';
/** a respondent, signed in or not: the form's verification setting and the rate limits decide (docs/server-api.md) */
const permission = 'public';

/** Respondent verification by one-time code, before an answer to a form that asks for it. */
export const verificationCalls = {
  sendEmailCode: defineCall({ method: 'POST', path: `${form}/generate-email-otp/:id`, params: formIdParamsSchema, body: generateEmailOtpBodySchema, reply: otpSentSchema, permission }),
  verifyEmailCode: defineCall({ method: 'POST', path: `${form}/verify-email-otp`, body: verifyOtpBodySchema, reply: otpVerifiedSchema, permission }),
  sendSmsCode: defineCall({ method: 'POST', path: `${form}/generate-sms-otp`, body: generateSmsOtpBodySchema, reply: otpSentSchema, permission }),
  verifySmsCode: defineCall({ method: 'POST', path: `${form}/verify-sms-otp`, body: verifyOtpBodySchema, reply: otpVerifiedSchema, permission }),
};
