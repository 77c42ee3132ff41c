import { z } from 'zod';

/** What one part of a design went through between two versions (SPEC 4: added, edited, deleted). */
export const designChangeSchema = z.object({
  change: z.enum(['added', 'edited', 'deleted']),
  /** which part: the form's own fields, a phase, an element, a logic rule, settings, welcome or thank-you page */
  target: z.enum(['form', 'phase', 'element', 'rule', 'settings', 'welcome', 'thankYou']),
  /** id of the phase, element or rule; the field name for form and settings */
  targetId: z.string(),
  /** a human label at the time of the change (element title, phase title, field name) */
  label: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type DesignChange = z.infer<typeof designChangeSchema>;

/** One row of GET /v1/form/{id}/histories: a saved version and what changed from the one before. */
export const formHistoryEntrySchema = z.object({
  version: z.number().int(),
  kind: z.enum(['created', 'edited', 'restored', 'cloned']),
  /** restored: the version whose design was brought back */
  restoredFrom: z.number().int().nullable(),
  changedAt: z.string(),
  changedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  changes: z.array(designChangeSchema),
});
export type FormHistoryEntry = z.infer<typeof formHistoryEntrySchema>;
