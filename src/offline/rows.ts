import { z } from 'zod';
import { responseSubmissionSchema } from '#core/api/responses.contract';
import { answersSchema } from '#core/answers/answer.schema';
import { publicFormSchema } from '#core/forms/form.schema';
import type { AnswerDraft, OutboxItem, SyncConfig } from './contract';

/**
 * Zod schemas for what we read back from IndexedDB. A row may have been written by an older
 * version of the app, or be damaged: we never trust it blindly.
 *
 * Outbox rows: the submission (the person's answers) must be valid; the bookkeeping around it
 * (state, attempts, dates) is repaired with safe defaults, so a damaged counter never hides an
 * answer. A persisted 'sending' (left by a page closed mid-flight, or by an older version) reads
 * as 'pending': no state can strand an item.
 */
const isoOrNull = z.string().nullable().catch(null);

export const outboxRowSchema = z.object({
  responseId: z.string(),
  submission: responseSubmissionSchema,
  formTitle: z.string().catch(''),
  state: z
    .enum(['pending', 'sending', 'needs-attention', 'rejected'])
    .catch('pending')
    .transform((s) => (s === 'sending' ? 'pending' : s)),
  attempts: z.number().int().nonnegative().catch(0),
  createdAt: z.string().catch(() => new Date(0).toISOString()),
  lastAttemptAt: isoOrNull,
  nextAttemptAt: isoOrNull,
  problem: z.object({ code: z.string(), message: z.string() }).nullable().catch(null),
});

export const draftRowSchema = z.object({
  formId: z.number().int(),
  formVersion: z.number().int().nonnegative(),
  answers: answersSchema,
  updatedAt: z.string(),
});

export const formRowSchema = z.object({
  shortUrl: z.string(),
  id: z.number().int(),
  savedAt: z.string(),
  form: publicFormSchema,
});
export type FormRow = z.infer<typeof formRowSchema>;

export const syncConfigSchema = z.object({ companyId: z.string().min(1), language: z.string().min(1) });

export function parseOutboxRow(row: unknown): OutboxItem | null {
  const parsed = outboxRowSchema.safeParse(row);
  if (!parsed.success || parsed.data.responseId !== parsed.data.submission.responseId) return null;
  return parsed.data;
}

export function parseDraftRow(row: unknown): AnswerDraft | null {
  const parsed = draftRowSchema.safeParse(row);
  return parsed.success ? parsed.data : null;
}

export function parseSyncConfig(value: unknown): SyncConfig | null {
  const parsed = syncConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
