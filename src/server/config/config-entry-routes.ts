import { PUBLIC_CONFIG_KEYS, configCalls as calls } from '#core/api';
import { requireAdministratorOr } from '#server/auth/require-permission';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { CONFIG_PERMISSION } from './config-group-routes';
import { effectiveEntry, listWithGroup, toEntry } from './config-rows';
import { writeEntry } from './config-entry-write';
import { removeConfigEntry } from './commands/remove-entry';

const tags = ['config'];
const who = 'administrators, system users, ConfigManage';

/** Config entries: the company's rows override the system-wide defaults of the same key. */
export function configEntryRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.listWithGroup, { tags, summary: `Groups with their effective entries; entries of no group last under group null (${who})` }, async (req) => {
    return ok(await listWithGroup(db, req.company.id));
  });

  registerCall(app, calls.byKey, { tags, summary: `The effective entry of a key: 'logo' and 'https-redirect' for anyone, others ${who}` }, async (req) => {
    if (!PUBLIC_CONFIG_KEYS.includes(req.params.key)) await requireAdministratorOr(db, req, CONFIG_PERMISSION);
    const row = await effectiveEntry(db, req.company.id, req.params.key);
    if (!row) throw notFound();
    return ok(toEntry(row));
  });

  registerCall(app, calls.add, { tags, summary: `Add an entry of the company; 409 when it already has the key (${who})` }, async (req) => {
    return ok(toEntry(await writeEntry(db, req.actor, req.body, true)));
  });

  registerCall(app, calls.save, { tags, summary: `Create or update the company's entry of the key (overrides a system-wide default) (${who})` }, async (req) => {
    return ok(toEntry(await writeEntry(db, req.actor, req.body, false)));
  });

  registerCall(app, calls.remove, { tags, summary: `Delete an entry of the company (the system-wide default, if any, applies again) (${who})` }, async (req) => {
    const { id } = req.params;
    await removeConfigEntry(db, req.actor, id);
    return ok({ id });
  });
}
