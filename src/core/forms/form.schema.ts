import { z } from 'zod';
import { richText } from '../rich-text/rich-text-fields';
import { elementIdSchema, elementSchema } from './element.schema';
import { formAccessSchema, sharedUserSchema } from './form-access.schema';
import { formLanguagesSchema, translationsOf } from './form-languages';
import { logicRuleSchema } from './rule.schema';

/** SPEC 4 form status. */
export const FormStatus = { Disable: 0, Active: 1, Delete: 2, AwaitingReview: 3 } as const;
export const formStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type FormStatusValue = z.infer<typeof formStatusSchema>;

const phaseTexts = z.object({
  title: z.string().max(2000).default(''),
  description: richText(z.string().max(5000)).optional(),
});
export const phaseSchema = phaseTexts.extend({
  id: elementIdSchema,
  elements: z.array(elementSchema).max(500),
  translations: translationsOf(phaseTexts),
});
export type Phase = z.infer<typeof phaseSchema>;

const pageCoverFields = z.object({
  title: z.string().max(2000).default(''),
  description: richText(z.string().max(10000)).optional(),
  backgroundColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
  coverImage: z.string().max(2000).optional(),
  mobileCoverImage: z.string().max(2000).optional(),
  buttonText: z.string().max(100).optional(),
  redirectPath: z.string().max(2000).optional(),
});
export const pageCoverSchema = pageCoverFields.extend({
  translations: translationsOf(pageCoverFields.pick({ title: true, description: true, buttonText: true })),
});
export type PageCover = z.infer<typeof pageCoverSchema>;

/** Respondent verification chosen by the author (settings `verification`). */
export const verificationChannels = ['none', 'email', 'sms'] as const;
export type VerificationChannel = (typeof verificationChannels)[number];

const formSettingsFields = z.object({
  answerLimit: z.boolean().default(false),
  maxAnswers: z.number().int().positive().nullable().default(null),
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  closesAt: z.iso.datetime({ offset: true }).nullable().default(null),
  requireAuth: z.boolean().default(false),
  requireCaptcha: z.boolean().default(false),
  /** respondents prove an email address or phone number by a one-time code before submitting */
  verification: z.enum(verificationChannels).default('none'),
  inactiveMessage: z.string().max(2000).default(''),
  receivingMode: z.enum(['always', 'scheduled']).default('always'),
  formType: z.enum(['individual', 'organisation']).default('individual'),
  organisationId: z.number().int().positive().nullable().default(null),
  /** the languages the form's texts are written in (docs/forms.md, bilingual forms); absent: Vietnamese only */
  languages: formLanguagesSchema.optional(),
});
export const formSettingsSchema = formSettingsFields.extend({
  translations: translationsOf(formSettingsFields.pick({ inactiveMessage: true })),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;

/** The design: everything an author edits and a respondent sees. Versioned as one document. */
const formDesignTexts = z.object({
  title: z.string().trim().min(1, 'validation.titleRequired').max(500),
  description: richText(z.string().max(10000)).prefault(''),
});
export const formDesignSchema = formDesignTexts.extend({
  translations: translationsOf(formDesignTexts),
  phases: z.array(phaseSchema).min(1).max(100),
  logic: z.array(logicRuleSchema).max(500).default([]),
  welcome: pageCoverSchema.optional(),
  thankYou: pageCoverSchema.optional(),
  settings: formSettingsSchema.default(() => formSettingsSchema.parse({})),
});
export type FormDesign = z.infer<typeof formDesignSchema>;
export type FormDesignInput = z.input<typeof formDesignSchema>;

export const formSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: formStatusSchema,
  version: z.number().int(),
  shortUrl: z.string(),
  responseCount: z.number().int(),
  updatedAt: z.string(),
  createdAt: z.string(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** what the caller may do with it */
  access: formAccessSchema,
});
export type FormSummary = z.infer<typeof formSummarySchema>;

export const formDetailSchema = formSummarySchema.extend({
  design: formDesignSchema,
  /** the last approved version, what respondents answer while a later change waits for review (null: never approved) */
  publishedVersion: z.number().int().nullable().optional(),
});
export type FormDetail = z.infer<typeof formDetailSchema>;

/** The approval timeline (back-office wording: awaiting approval, rejected, approved, forwarded). */
export const formReviewSchema = z.object({
  action: z.enum(['submitted', 'approved', 'rejected', 'forwarded']),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
  reason: z.string().nullable(),
  version: z.number().int(),
});
export type FormReview = z.infer<typeof formReviewSchema>;

/** GET {id}/detail: the form with who it is shared with and its review timeline. */
export const formFullDetailSchema = formDetailSchema.extend({
  sharedWith: z.array(sharedUserSchema),
  reviews: z.array(formReviewSchema),
});
export type FormFullDetail = z.infer<typeof formFullDetailSchema>;

/** What anyone may read of a published form through its short link. */
export const publicFormSchema = z.object({
  id: z.number().int(),
  shortUrl: z.string(),
  version: z.number().int(),
  design: formDesignSchema,
});
export type PublicForm = z.infer<typeof publicFormSchema>;

export function allElements(design: Pick<FormDesign, 'phases'>) {
  return design.phases.flatMap((p) => p.elements);
}
