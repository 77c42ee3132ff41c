import { z } from 'zod';
import { MAX_CAPTCHA_ANSWER_LENGTH } from '../captcha';
import { MAX_INT4, storableString } from '../text';
import { urlNumber } from './url-number.schema';
import { failureSchema } from './envelope';
import { legacyLocalityList, localityListIdSchema } from '../forms/locality-lists';

/** POST generate-email-otp/{id} */
export const generateEmailOtpBodySchema = z.object({ email: z.email().max(254) });
/** POST generate-sms-otp */
export const generateSmsOtpBodySchema = z.object({
  formId: z.number().int().positive().max(MAX_INT4),
  phone: storableString().min(9).max(20),
});
export const otpSentSchema = z.object({
  /** seconds until the code expires */
  expiresIn: z.number().int(),
  /** seconds before another code may be asked for */
  resendAfter: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** POST verify-email-otp / verify-sms-otp */
export const verifyOtpBodySchema = z.object({
  formId: z.number().int().positive().max(MAX_INT4),
  /** the email address or phone number the code was sent to */
  target: storableString().min(3).max(254),
  code: z.string().regex(/^\d{6}$/),
});
/**
 * The proof of verification: the page keeps it with the answer (also in the outbox) and sends it
 * as `verificationToken`; the server stores the verified address with the response.
 */
export const otpVerifiedSchema = z.object({ verificationToken: z.string(), expiresAt: z.string() });
export type OtpVerified = z.infer<typeof otpVerifiedSchema>;

/** What a submission may carry besides its answers (see responses.contract). */
export const submissionProofSchema = z.object({
  captchaId: z.uuid().optional(),
  captchaAnswer: storableString().max(MAX_CAPTCHA_ANSWER_LENGTH).optional(),
  verificationToken: z.string().max(200).optional(),
});

/** POST /api/v1/errorreport/create-error-report; `reportId` makes a replay from the offline queue idempotent. */
export const createErrorReportBodySchema = z.object({
  reportId: z.uuid(),
  formId: z.number().int().positive().max(MAX_INT4),
  content: storableString().trim().min(1, 'validation.errorReportRequired').max(5000),
  /** optional address to answer the reporter */
  contact: storableString().max(254).optional(),
});
export type CreateErrorReportBody = z.infer<typeof createErrorReportBodySchema>;
export const errorReportCreatedSchema = z.object({ id: z.number().int(), duplicate: z.boolean() });

/** Locality types of SPEC 3. */
export const LocalityType = { Province: 1, District: 2, Ward: 3 } as const;
export const localityTypeSchema = urlNumber(z.number().int().min(1).max(3));

/**
 * Which named list (docs/localities.md). The app always names it; only an app from before named
 * lists omits it, and that app answers forms made with the three-level list: so none means that list.
 */
const localityListParam = { list: localityListIdSchema.default(legacyLocalityList) };

/** GET /api/v1/locality/list?list=&type=&parentCode=&search= */
export const localityListQuerySchema = z.object({
  ...localityListParam,
  type: localityTypeSchema.optional(),
  parentCode: z.string().regex(/^[0-9A-Za-z_-]{1,20}$/).optional(),
  search: storableString().max(100).optional(),
});
export const localitySchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.number().int(),
  parentCode: z.string().nullable(),
});
export type Locality = z.infer<typeof localitySchema>;

/** GET /api/v1/locality/counts?list= */
export const localityCountsQuerySchema = z.object(localityListParam);
/** POST /api/v1/locality/import?list=: the list the file replaces is named, never guessed. */
export const localityImportQuerySchema = z.object({ list: localityListIdSchema });

/** GET /api/v1/locality/counts: how many of each level the list has. */
export const localityCountsSchema = z.object({
  list: localityListIdSchema,
  provinces: z.number().int(),
  districts: z.number().int(),
  wards: z.number().int(),
  /** true when communes hang directly under provinces (the list after the 2025 reform) */
  twoLevel: z.boolean(),
});
export type LocalityCounts = z.infer<typeof localityCountsSchema>;

/** Resumable uploads of large answer attachments (docs/files.md). */
export const startUploadBodySchema = z.object({
  token: z.string().min(10).max(200),
  size: z.number().int().positive(),
  type: storableString().max(200),
});
export const uploadSessionSchema = z.object({
  uploadId: z.uuid(),
  /** bytes the server already holds: the next chunk starts here */
  received: z.number().int(),
  size: z.number().int(),
  /** set once every byte arrived: the stored file's key */
  key: z.string().nullable(),
});
export type UploadSession = z.infer<typeof uploadSessionSchema>;
/** 409 to a chunk at another offset than the server's: the failure with the session, to go on from where it stands */
export const uploadOffsetConflictSchema = failureSchema.extend({ session: uploadSessionSchema });
