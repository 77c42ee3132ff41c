import type { ZodApp } from '#server/http/zod-app';
import { successSchema } from '#core/api';
import {
  changeErrorReportStatusBodySchema, errorReportItemSchema, errorReportListSchema, listErrorReportsQuerySchema,
} from '#core/api';
import { api } from '#core/api';
import { ok } from '#server/http/envelope';
import { changeErrorReportStatus } from './change-error-report-status';
import { requireAdministratorOr } from '#server/auth/require-permission';
import { listErrorReports } from './error-report-list';

/** the permission code that opens this section besides being an administrator */
const PERMISSION = 'ErrorReportManage';
const tags = ['errorreport'];
const who = 'administrators, system users, ErrorReportManage';

/** get-list-error-report and change-error-report-status: the back office's handling of reports. */
export function errorReportManageRoutes(app: ZodApp): void {
  const db = app.db;
  app.get(api.errorReportList, {
    schema: { tags, summary: `The company's error reports, newest first, filtered and paged (${who})`, querystring: listErrorReportsQuerySchema, response: { 200: successSchema(errorReportListSchema) } },
  }, async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    return ok(await listErrorReports(db, req.company.id, req.query));
  });

  app.post(api.errorReportChangeStatus, {
    schema: { tags, summary: `Mark a report handled (1) or back in process (0) (${who})`, body: changeErrorReportStatusBodySchema, response: { 200: successSchema(errorReportItemSchema) } },
  }, async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    return ok(await changeErrorReportStatus(db, req, req.body));
  });
}
