import { configCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { listWithGroup, readableEntry, toEntry } from './config-rows';
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

  registerCall(app, calls.byKey, { tags, summary: `The effective entry of a key: 'logo' and 'https-redirect' for anyone, others ${who}` }, async (req) =>
    ok(await readableEntry(db, req.actor, req.params.key)));

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
