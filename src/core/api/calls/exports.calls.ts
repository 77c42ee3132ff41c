import { defineCall } from './define-call';
import { exportIdParamsSchema, exportProgressSchema } from '../statistics.contract';

/** /v1/exports: how far a streamed answers export has got (docs/exports.md). */
export const exportCalls = {
  progress: defineCall({ method: 'GET', path: '/api/v1/exports/:exportId/progress', params: exportIdParamsSchema, reply: exportProgressSchema, permission: 'signed-in' }),
};
