import { z } from 'zod';
import { defineCall } from './define-call';
import { rowIdParamsSchema, urlRowIdSchema } from '../url-number.schema';
import {
  exportAnswersBodySchema, exportIdHeadersSchema, exportIdParamsSchema, exportInfoQuerySchema, exportInfoSchema, exportProgressSchema,
  exportQuestionQuerySchema, exportStatisticalBodySchema, labelLanguageQuerySchema,
} from '../statistics.contract';

const form = '/api/v1/form';
/** whoever may read the form's answers: the handler checks the form (docs/exports.md) */
const reader = 'signed-in';

/** Exports of a form's answers and statistics as XLSX or CSV, streamed as files, and how far one has got (docs/exports.md). */
export const exportCalls = {
  progress: defineCall({ method: 'GET', path: '/api/v1/exports/:exportId/progress', params: exportIdParamsSchema, reply: exportProgressSchema, permission: 'signed-in' }),
  info: defineCall({ method: 'GET', path: `${form}/:id/export-info-response`, params: rowIdParamsSchema, query: exportInfoQuerySchema, reply: exportInfoSchema, permission: reader }),
  answers: defineCall({
    method: 'POST', path: `${form}/:formId/export-answers`, params: z.object({ formId: urlRowIdSchema }), query: labelLanguageQuerySchema,
    headers: exportIdHeadersSchema, body: exportAnswersBodySchema, reply: 'raw', permission: reader,
  }),
  questionAnswers: defineCall({
    method: 'GET', path: `${form}/export-question-response/:id`, params: rowIdParamsSchema, query: exportQuestionQuerySchema, headers: exportIdHeadersSchema, reply: 'raw', permission: reader,
  }),
  statistics: defineCall({
    method: 'POST', path: `${form}/export-question-response-statistical`, query: labelLanguageQuerySchema, body: exportStatisticalBodySchema, reply: 'raw', permission: reader,
  }),
};
