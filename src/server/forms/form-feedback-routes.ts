import { errorReportCalls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { formErrorReports } from './queries';

/** GET {id}/error-reports: what respondents reported about the form (owner, editor, viewer). */
export function formFeedbackRoutes(app: ZodApp) {
  const db = app.db;
  registerCall(app, errorReportCalls.ofForm, { tags: ['form'], summary: 'Error reports about one form, newest first' }, async (req) =>
    ok(await formErrorReports(db, req.actor, req.params.id)));
}
