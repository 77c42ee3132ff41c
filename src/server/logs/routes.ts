import { actionLogCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { actionLogDetail, actionLogTypes, listActionLogs } from './queries';

const tags = ['LogAction'];
const who = 'administrators, system users, LogView';

/** The action log is read-only: records are written by the changes themselves, never edited or deleted here. */
export function actionLogRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.list, { tags, summary: `The company's action log, newest first, filtered and paged (${who})` }, async (req) =>
    ok(await listActionLogs(db, req.actor.company.id, req.query)));

  registerCall(app, calls.types, { tags, summary: `The types and entities used by the company's records, for the filters (${who})` }, async (req) =>
    ok(await actionLogTypes(db, req.actor.company.id)));

  registerCall(app, calls.get, { tags, summary: `One record with its old and new data (${who})` }, async (req) =>
    ok(await actionLogDetail(db, req.actor.company.id, req.params.id)));
}
