import { and, eq } from 'drizzle-orm';
import { configCalls as calls } from '#core/api';
import { configGroups, configs } from '#server/db/schema/index';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { logAction } from '#server/logs/action-log';
import { toEntry, toGroup, visibleGroups } from './config-rows';
import { taken, uniqueOr409 } from './unique-conflict';

export const CONFIG_PERMISSION = 'ConfigManage';
const tags = ['config'];
const who = 'administrators, system users, ConfigManage';

/** Config groups: the company creates and renames its own; system-wide groups are read-only. */
export function configGroupRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.groupByKey, { tags, summary: `A group with its entries, by key (${who})` }, async (req) => {
    const group = (await visibleGroups(db, req.company.id)).find((g) => g.key === req.query.key);
    if (!group) throw notFound();
    const rows = await db.select().from(configs).where(eq(configs.groupId, group.id));
    const entries = rows.filter((r) => r.companyId === null || r.companyId === req.company.id).map(toEntry);
    return ok({ group: toGroup(group), entries });
  });

  registerCall(app, calls.createGroup, { tags, summary: `Create a group of the company; 409 when the key is taken (${who})` }, async (req) => {
    const companyId = req.company.id;
    const [existing] = await db.select({ id: configGroups.id }).from(configGroups).where(and(eq(configGroups.companyId, companyId), eq(configGroups.key, req.body.key)));
    if (existing) throw taken('key', 'validation.configKeyExists');
    const row = await uniqueOr409(() => db.transaction(async (tx) => {
      const [created] = await tx.insert(configGroups).values({ companyId, key: req.body.key, name: req.body.name }).returning();
      await logAction(tx, req, { type: 'create', title: `Config group ${req.body.key}`, entity: 'config-group', entityId: created!.id, newData: toGroup(created!) });
      return created!;
    }), 'key', 'validation.configKeyExists');
    return ok(toGroup(row));
  });

  registerCall(app, calls.renameGroup, { tags, summary: `Rename a group of the company (${who})` }, async (req) => {
    const companyId = req.company.id;
    const { id, key, name } = req.body;
    const row = await uniqueOr409(() => db.transaction(async (tx) => {
      const [old] = await tx.select().from(configGroups).where(and(eq(configGroups.id, id), eq(configGroups.companyId, companyId))).for('update');
      if (!old) throw notFound();
      const [clash] = await tx.select({ id: configGroups.id }).from(configGroups).where(and(eq(configGroups.companyId, companyId), eq(configGroups.key, key)));
      if (clash && clash.id !== id) throw taken('key', 'validation.configKeyExists');
      const [updated] = await tx.update(configGroups).set({ key, name }).where(eq(configGroups.id, id)).returning();
      await logAction(tx, req, { type: 'update', title: `Config group ${key}`, entity: 'config-group', entityId: id, oldData: toGroup(old), newData: toGroup(updated!) });
      return updated!;
    }), 'key', 'validation.configKeyExists');
    return ok(toGroup(row));
  });
}
