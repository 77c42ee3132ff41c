import { defineCall } from './define-call';
import { createErrorReportBodySchema, errorReportCreatedSchema } from '../answering.contract';
import { formErrorReportsReplySchema } from '../form-feedback.contract';
import { formIdParamsSchema } from '../forms.contract';
import { changeErrorReportStatusBodySchema, errorReportItemSchema, errorReportListSchema, listErrorReportsQuerySchema } from '../error-reports.contract';

const permission = 'ErrorReportManage';
const reports = '/api/v1/errorreport';

/** Error reports sent from a public form, and their handling in the back office. */
export const errorReportCalls = {
  /** anyone; idempotent on reportId, rate-limited per address (the offline outbox sends it) */
  create: defineCall({ method: 'POST', path: `${reports}/create-error-report`, body: createErrorReportBodySchema, reply: errorReportCreatedSchema, permission: 'public' }),
  list: defineCall({ method: 'GET', path: `${reports}/get-list-error-report`, query: listErrorReportsQuerySchema, reply: errorReportListSchema, permission }),
  changeStatus: defineCall({ method: 'POST', path: `${reports}/change-error-report-status`, body: changeErrorReportStatusBodySchema, reply: errorReportItemSchema, permission }),
  /** the reports about one form, for its owner, editors and viewers: the handler checks the form */
  ofForm: defineCall({ method: 'GET', path: '/api/v1/form/:id/error-reports', params: formIdParamsSchema, reply: formErrorReportsReplySchema, permission: 'signed-in' }),
};
