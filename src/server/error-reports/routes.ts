import { errorReportCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { changeErrorReportStatus } from './commands/change-status';
import { createErrorReport } from './commands/create-error-report';
import { listErrorReports } from './queries';

const tags = ['errorreport'];
const who = 'administrators, system users, ErrorReportManage';

/** Error reports sent from a public form (create-error-report), and their handling in the back office. */
export function errorReportRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.create, { tags, summary: 'Report a problem with a form (anyone); idempotent on reportId' }, async (req) =>
    ok(await createErrorReport(db, req.actor, req.body, { perHour: app.settings.errorReportsPerHour })));

  registerCall(app, calls.list, { tags, summary: `The company's error reports, newest first, filtered and paged (${who})` }, async (req) =>
    ok(await listErrorReports(db, req.actor.company.id, req.query)));

  registerCall(app, calls.changeStatus, { tags, summary: `Mark a report handled (1) or back in process (0) (${who})` }, async (req) =>
    ok(await changeErrorReportStatus(db, req.actor, req.body)));
}
