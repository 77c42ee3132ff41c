import type { ZodApp } from '#server/http/zod-app';
import { errorReportCalls } from '#core/api';
import { reserveAttempt } from '#server/auth/rate-limit';
import { loadForm } from '#server/forms/form-access';
import { tooManyRequests } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import { createErrorReport, storedReport } from './create-error-report';
import { errorReportManageRoutes } from './error-report-manage-routes';

/** Error reports sent from a public form (create-error-report), and their handling in the back office. */
export function errorReportRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, errorReportCalls.create, { tags: ['errorreport'], summary: 'Report a problem with a form (anyone); idempotent on reportId' }, async (req) => {
    const companyId = req.company.id;
    // A replay from the offline queue is answered before the limit: it adds nothing.
    const stored = await storedReport(db, companyId, req.body.reportId);
    if (stored) return ok(stored);
    const { wait } = await reserveAttempt(db, [{ key: `error-report:address:${req.ip}`, max: app.settings.errorReportsPerHour }], 3600);
    if (wait !== null) {
      throw tooManyRequests(wait);
    }
    const form = await loadForm(db, companyId, req.body.formId);
    return ok(await createErrorReport(db, form, req.user, req.body));
  });
  errorReportManageRoutes(app);
}
