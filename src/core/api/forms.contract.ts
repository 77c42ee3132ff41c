import { z } from 'zod';
import { formDesignSchema } from '../forms/form.schema';
import { pagingQuerySchema } from './envelope';

export const formIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const shortUrlParamsSchema = z.object({ shortUrl: z.string().regex(/^[A-Za-z0-9$^_\-*!]{6}$/) });

export const createFormBodySchema = z.object({ design: formDesignSchema });
export const updateFormBodySchema = z.object({
  id: z.number().int().positive(),
  baseVersion: z.number().int().nonnegative(),
  design: formDesignSchema,
});
export type UpdateFormBody = z.infer<typeof updateFormBodySchema>;

export const listFormsQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
});

export const homeStatisticsSchema = z.object({
  totalForms: z.number().int(),
  publishedForms: z.number().int(),
  expiredForms: z.number().int(),
  totalAnswers: z.number().int(),
});
export type HomeStatistics = z.infer<typeof homeStatisticsSchema>;
