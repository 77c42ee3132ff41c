import { errorReportCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { changeErrorReportStatus } from './change-error-report-status';
import { listErrorReports } from './error-report-list';

const tags = ['errorreport'];
const who = 'administrators, system users, ErrorReportManage';

/** get-list-error-report and change-error-report-status: the back office's handling of reports. */
export function errorReportManageRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.list, { tags, summary: `The company's error reports, newest first, filtered and paged (${who})` }, async (req) =>
    ok(await listErrorReports(db, req.company.id, req.query)));

  registerCall(app, calls.changeStatus, { tags, summary: `Mark a report handled (1) or back in process (0) (${who})` }, async (req) =>
    ok(await changeErrorReportStatus(db, req, req.body)));
}
