import { and, desc, eq } from 'drizzle-orm';
import type { ZodApp } from '#server/http/zod-app';
import { type FormErrorReport, errorReportCalls } from '#core/api';
import { errorReports } from '#server/db/schema/index';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import { openForm } from './form-request';

/** GET {id}/error-reports: what respondents reported about the form (owner, editor, viewer). */
export function formFeedbackRoutes(app: ZodApp) {
  const db = app.db;
  registerCall(app, errorReportCalls.ofForm, { tags: ['form'], summary: 'Error reports about one form, newest first' }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'read');
    const rows = await db.select().from(errorReports)
      .where(and(eq(errorReports.formId, form.id), eq(errorReports.companyId, form.companyId)))
      .orderBy(desc(errorReports.createdAt), desc(errorReports.id));
    const reply: FormErrorReport[] = rows.map((r) => ({ id: r.id, content: r.content, status: r.status === 1 ? 1 : 0, createdAt: r.createdAt.toISOString() }));
    return ok(reply);
  });
}
