import { and, eq } from 'drizzle-orm';
import type { ConfigGroup } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { configGroups } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { conflictOn, notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { toGroup } from '../config-rows';
import { uniqueOr409 } from '../unique-conflict';

/** Renames a group of the actor's company (system-wide groups are not the company's: 404). */
export async function renameConfigGroup(db: Db, actor: Actor, body: { id: number; key: string; name: string }): Promise<ConfigGroup> {
  const companyId = actor.company.id;
  const { id, key, name } = body;
  const row = await uniqueOr409(() => db.transaction(async (tx) => {
    const [old] = await tx.select().from(configGroups).where(and(eq(configGroups.id, id), eq(configGroups.companyId, companyId))).for('update');
    if (!old) throw notFound();
    const [clash] = await tx.select({ id: configGroups.id }).from(configGroups).where(and(eq(configGroups.companyId, companyId), eq(configGroups.key, key)));
    if (clash && clash.id !== id) throw conflictOn('key', 'validation.configKeyExists');
    const updated = oneRow(await tx.update(configGroups).set({ key, name }).where(eq(configGroups.id, id)).returning(), 'config group');
    await logAction(tx, actor, { type: 'update', title: `Config group ${key}`, entity: 'config-group', entityId: id, oldData: toGroup(old), newData: toGroup(updated) });
    return updated;

  }), 'key', 'validation.configKeyExists');
  return toGroup(row);
}
