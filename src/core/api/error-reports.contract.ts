import { z } from 'zod';
import { MAX_INT4 } from '../text';
import { listSchema, pagingQuerySchema } from './envelope';
import { errorReportStatusSchema } from './form-feedback.contract';
import { urlNumber, urlRowIdSchema } from './url-number.schema';

const dayText = z.iso.date();

/** GET get-list-error-report?status=&formId=&search=&from=&to=&page=&pageSize= (from/to are Vietnam calendar days, both included). */
export const listErrorReportsQuerySchema = pagingQuerySchema.extend({
  status: urlNumber(errorReportStatusSchema).optional(),
  formId: urlRowIdSchema.optional(),
  /** in the content or the contact, ignoring case and accents */
  search: z.string().trim().max(200).optional(),
  from: dayText.optional(),
  to: dayText.optional(),
});
export type ListErrorReportsQuery = z.infer<typeof listErrorReportsQuerySchema>;

/** One error report as the management screen lists it. */
export const errorReportItemSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  contact: z.string().nullable(),
  status: errorReportStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** null when the form was removed */
  form: z.object({ id: z.number().int(), title: z.string(), shortUrl: z.string() }).nullable(),
  /** the signed-in reporter's name; null for an anonymous report */
  reporterName: z.string().nullable(),
});
export type ErrorReportItem = z.infer<typeof errorReportItemSchema>;

export const errorReportListSchema = listSchema(errorReportItemSchema);
export type ErrorReportList = z.infer<typeof errorReportListSchema>;

/** POST change-error-report-status: 0 in process, 1 handled; replies with the updated item. */
export const changeErrorReportStatusBodySchema = z.object({
  id: z.number().int().positive().max(MAX_INT4),
  status: errorReportStatusSchema,
});
export type ChangeErrorReportStatusBody = z.infer<typeof changeErrorReportStatusBodySchema>;
