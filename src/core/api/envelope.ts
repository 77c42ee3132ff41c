import { z } from 'zod';
import { urlNumber } from './url-number.schema';

/** ARCHITECTURE envelope: every reply of the API has this shape. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const failureSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  /** 429: seconds to wait before trying again (also the Retry-After header) */
  retryAfter: z.number().int().positive().optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), responseData: data });
}

/** The `responseData` of a call that replies with nothing to read (`{}`). */
export const emptyReplySchema = z.object({});

export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), totalData: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export const pagingQuerySchema = z.object({
  page: urlNumber(z.number().int().min(1)).default(1),
  pageSize: urlNumber(z.number().int().min(1).max(200)).default(20),
});

/** Machine-readable failure codes shared by server and client. */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  Validation: 'VALIDATION',
  BadJson: 'BAD_JSON',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  AccountLocked: 'ACCOUNT_LOCKED',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  ResponseConflict: 'RESPONSE_CONFLICT',
  VersionConflict: 'VERSION_CONFLICT',
  FormClosed: 'FORM_CLOSED',
  FormDisabled: 'FORM_DISABLED',
  FormAwaitingReview: 'FORM_AWAITING_REVIEW',
  /** settings.startsAt is still ahead */
  FormNotStarted: 'FORM_NOT_STARTED',
  /** settings.maxAnswers reached */
  FormFull: 'FORM_FULL',
  /** settings.answerLimit: this user (or device) already answered */
  AnswerLimit: 'ANSWER_LIMIT',
  /** settings.requireCaptcha: the submission needs a solved captcha */
  CaptchaRequired: 'CAPTCHA_REQUIRED',
  /** settings.verification: the submission needs a valid verification token */
  VerificationRequired: 'VERIFICATION_REQUIRED',
  OtpWrong: 'OTP_WRONG',
  /** the company has not enabled this verification channel (SMS OTP flag) */
  OtpUnavailable: 'OTP_UNAVAILABLE',
  CompanyHeader: 'COMPANY_HEADER',
  CrossOrigin: 'CROSS_ORIGIN',
  TooLarge: 'PAYLOAD_TOO_LARGE',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  CaptchaWrong: 'CAPTCHA_WRONG',
  LoginFailed: 'LOGIN_FAILED',
  Server: 'SERVER_ERROR',
  /** overloaded, draining for a restart, or the database does not answer: retry after Retry-After */
  Unavailable: 'SERVICE_UNAVAILABLE',
  /** X-Expected-User names another user than the session's (another person signed in on the device meanwhile) */
  SessionUserChanged: 'SESSION_USER_CHANGED',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
