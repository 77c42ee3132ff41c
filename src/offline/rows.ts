import { z } from 'zod';
import { responseSubmissionSchema } from '#core/api';
import { answersSchema } from '#core/answers';
import { elementKindSchema } from '#core/forms';
import { publicFormSchema, type FormDesign } from '#core/forms';
import type { AnswerDraft, OutboxItem, SyncConfig } from './contract';
import type { DesignDraft } from './design-drafts/design-drafts-contract';

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
  /** written since version 3 on a shared device; a damaged owner reads as none (the item is then sent, not lost) */
  owner: z.string().min(1).optional().catch(undefined),
});

export const draftRowSchema = z.object({
  formId: z.number().int(),
  formVersion: z.number().int().nonnegative(),
  answers: answersSchema,
  updatedAt: z.string(),
  page: z.number().int().nonnegative().optional().catch(undefined),
  verification: z.object({ token: z.string(), target: z.string(), expiresAt: z.string() }).optional().catch(undefined),
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

/**
 * A design being edited is often not yet valid (an empty title, a half-filled rule): the draft
 * keeps it as typed. We check only the structure the designer needs to open it (phases holding
 * elements of a known kind); business rules are checked when the author saves.
 */
const draftDesignSchema = z.looseObject({
  title: z.string(),
  description: z.string().catch(''),
  phases: z
    .array(z.looseObject({ id: z.string(), title: z.string().catch(''), elements: z.array(z.looseObject({ id: z.string(), kind: elementKindSchema, title: z.string() })) }))
    .min(1),
  logic: z.array(z.looseObject({ id: z.string(), conditions: z.array(z.unknown()), actions: z.array(z.unknown()) })).catch([]),
  settings: z.looseObject({}),
});
const designOf = draftDesignSchema.transform((design) => design as unknown as FormDesign);

export const designDraftRowSchema = z.object({
  key: z.string().min(1),
  formId: z.number().int().positive().nullable(),
  editorId: z.string().min(1),
  baseVersion: z.number().int().nonnegative().nullable().catch(null),
  baseDesign: designOf.nullable().catch(null),
  design: designOf,
  updatedAt: z.string().catch(() => new Date(0).toISOString()),
  state: z.enum(['editing', 'pending', 'conflict']).catch('editing'),
  conflictTheirs: designOf.optional().catch(undefined),
  conflictVersion: z.number().int().nonnegative().optional().catch(undefined),
  problem: z.object({ code: z.string(), message: z.string() }).nullable().catch(null).optional(),
});

/** A readable design draft, or null. A 'conflict' without the server's side reads as 'editing'. */
export function parseDesignDraftRow(row: unknown): DesignDraft | null {
  const parsed = designDraftRowSchema.safeParse(row);
  if (!parsed.success) return null;
  const { conflictTheirs, conflictVersion, problem, ...draft } = parsed.data;
  const result: DesignDraft = { ...draft, problem: problem ?? null };
  if (conflictTheirs && conflictVersion !== undefined) return { ...result, conflictTheirs, conflictVersion };
  return result.state === 'conflict' ? { ...result, state: 'editing' } : result;
}

export const authorCacheRowSchema = z.object({ key: z.string(), data: z.unknown(), loadedAt: z.string() });

export function parseAuthorCacheRow(row: unknown): { data: unknown; loadedAt: string } | null {
  const parsed = authorCacheRowSchema.safeParse(row);
  return parsed.success && parsed.data.data !== undefined ? { data: parsed.data.data, loadedAt: parsed.data.loadedAt } : null;
}
