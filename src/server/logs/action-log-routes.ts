import type { ZodApp } from '#server/http/zod-app';
import {
  actionLogDetailSchema, actionLogIdParamsSchema, actionLogListSchema, actionLogTypesSchema, listActionLogsQuerySchema,
} from '#core/api';
import { successSchema } from '#core/api';
import { api } from '#core/api';
import { ok } from '#server/http/envelope';
import { requireAdministratorOr } from '#server/auth/require-permission';
import { actionLogDetail, actionLogTypes, listActionLogs } from './action-log-list';

/** the permission code that opens this section besides being an administrator */
const PERMISSION = 'LogView';
const tags = ['LogAction'];
const who = 'administrators, system users, LogView';

/** The action log is read-only: records are written by the changes themselves, never edited or deleted here. */
export function actionLogRoutes(app: ZodApp): void {
  const db = app.db;
  app.get(api.actionLogList, {
    schema: { tags, summary: `The company's action log, newest first, filtered and paged (${who})`, querystring: listActionLogsQuerySchema, response: { 200: successSchema(actionLogListSchema) } },
  }, async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    return ok(await listActionLogs(db, req.company.id, req.query));
  });

  app.get(api.actionLogTypes, {
    schema: { tags, summary: `The types and entities used by the company's records, for the filters (${who})`, response: { 200: successSchema(actionLogTypesSchema) } },
  }, async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    return ok(await actionLogTypes(db, req.company.id));
  });

  app.get(`${api.actionLogList}/:id`, {
    schema: { tags, summary: `One record with its old and new data (${who})`, params: actionLogIdParamsSchema, response: { 200: successSchema(actionLogDetailSchema) } },
  }, async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    return ok(await actionLogDetail(db, req.company.id, req.params.id));
  });
}
