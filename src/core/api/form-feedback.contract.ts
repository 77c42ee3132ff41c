import { z } from 'zod';

/** Error report status (SPEC 4): 0 in process, then 1 handled. */
export const ErrorReportStatus = { InProcess: 0, Handled: 1 } as const;
export const errorReportStatusSchema = z.union([z.literal(0), z.literal(1)]);

/** One error report about a form, as the editor's feedback tab lists it. */
export const formErrorReportSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  status: errorReportStatusSchema,
  createdAt: z.string(),
});
export type FormErrorReport = z.infer<typeof formErrorReportSchema>;

/** GET {id}/error-reports: the reports of one form, newest first (owner, editor and viewer). */
export const formErrorReportsReplySchema = z.array(formErrorReportSchema);
