import { z } from 'zod';
import { formDesignSchema } from '../forms/form.schema';
import { pagingQuerySchema } from './envelope';
import { rowIdParamsSchema, urlNumber, urlRowIdSchema } from './url-number.schema';

export const formIdParamsSchema = rowIdParamsSchema;
export const shortUrlParamsSchema = z.object({ shortUrl: z.string().regex(/^[A-Za-z0-9$^_\-*!]{6}$/) });

export const createFormBodySchema = z.object({ design: formDesignSchema });
export const updateFormBodySchema = z.object({
  id: z.number().int().positive(),
  baseVersion: z.number().int().nonnegative(),
  design: formDesignSchema,
  /**
   * Enable/disable from the settings tab, in the same save: true asks for publication (status 1 for
   * a reviewer, else 3 awaiting review), false disables (0); absent leaves the status as it is.
   */
  publish: z.boolean().optional(),
});
export type UpdateFormBody = z.infer<typeof updateFormBodySchema>;

export const formSortFields = ['updatedAt', 'createdAt', 'title', 'responseCount'] as const;

/** list, list-share, list-all, list-by-manager, awaiting-review */
export const listFormsQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: urlNumber(z.number().int().min(0).max(3)).optional(),
  sort: z.enum(formSortFields).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListFormsQuery = z.infer<typeof listFormsQuerySchema>;

export const homeStatisticsSchema = z.object({
  totalForms: z.number().int(),
  publishedForms: z.number().int(),
  expiredForms: z.number().int(),
  totalAnswers: z.number().int(),
});
export type HomeStatistics = z.infer<typeof homeStatisticsSchema>;

/** POST approved/{id} needs no body; POST reject/{id} says why (shown to the author). */
export const rejectFormBodySchema = z.object({ reason: z.string().trim().min(1).max(2000) });

/** POST {id}/histories/{version}/restore: the old design becomes a new version on top of baseVersion. */
export const restoreVersionParamsSchema = z.object({
  id: urlRowIdSchema,
  version: urlRowIdSchema,
});
export const restoreVersionBodySchema = z.object({ baseVersion: z.number().int().nonnegative() });
