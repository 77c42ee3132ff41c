import { actionLogDetailSchema, actionLogIdParamsSchema, actionLogListSchema, actionLogTypesSchema, listActionLogsQuerySchema } from '../action-log.contract';
import { defineCall } from './define-call';

const permission = 'LogView';
const log = '/api/v1/LogAction';

/** The action log is read-only: records are written by the changes themselves, never edited or deleted. */
export const actionLogCalls = {
  list: defineCall({ method: 'GET', path: log, query: listActionLogsQuerySchema, reply: actionLogListSchema, permission }),
  types: defineCall({ method: 'GET', path: `${log}/types`, reply: actionLogTypesSchema, permission }),
  get: defineCall({ method: 'GET', path: `${log}/:id`, params: actionLogIdParamsSchema, reply: actionLogDetailSchema, permission }),
};
