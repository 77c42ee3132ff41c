import { configCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { createConfigGroup } from './commands/create-group';
import { renameConfigGroup } from './commands/rename-group';
import { groupWithEntries } from './config-rows';

const tags = ['config'];
const who = 'administrators, system users, ConfigManage';

/** Config groups: the company creates and renames its own; system-wide groups are read-only. */
export function configGroupRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.groupByKey, { tags, summary: `A group with its entries, by key (${who})` }, async (req) =>
    ok(await groupWithEntries(db, req.company.id, req.query.key)));

  registerCall(app, calls.createGroup, { tags, summary: `Create a group of the company; 409 when the key is taken (${who})` }, async (req) =>
    ok(await createConfigGroup(db, req.actor, req.body)));

  registerCall(app, calls.renameGroup, { tags, summary: `Rename a group of the company (${who})` }, async (req) =>
    ok(await renameConfigGroup(db, req.actor, req.body)));
}
