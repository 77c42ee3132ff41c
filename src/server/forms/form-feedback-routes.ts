import { and, desc, eq } from 'drizzle-orm';
import type { ZodApp } from '#server/http/zod-app';
import { successSchema } from '#core/api';
import { type FormErrorReport, formErrorReportsReplySchema } from '#core/api';
import { formIdParamsSchema } from '#core/api';
import { errorReports } from '#server/db/schema/index';
import { ok } from '#server/http/envelope';
import { openForm } from './form-request';

/** GET {id}/error-reports: what respondents reported about the form (owner, editor, viewer). */
export function formFeedbackRoutes(app: ZodApp) {
  const db = app.db;
  app.get('/api/v1/form/:id/error-reports', {
    schema: { tags: ['form'], summary: 'Error reports about one form, newest first', params: formIdParamsSchema, response: { 200: successSchema(formErrorReportsReplySchema) } },
  }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'read');
    const rows = await db.select().from(errorReports)
      .where(and(eq(errorReports.formId, form.id), eq(errorReports.companyId, form.companyId)))
      .orderBy(desc(errorReports.createdAt), desc(errorReports.id));
    const reply: FormErrorReport[] = rows.map((r) => ({ id: r.id, content: r.content, status: r.status === 1 ? 1 : 0, createdAt: r.createdAt.toISOString() }));
    return ok(reply);
  });
}
