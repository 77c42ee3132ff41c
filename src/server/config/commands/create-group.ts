import { and, eq } from 'drizzle-orm';
import type { ConfigGroup } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { configGroups } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { conflictOn } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { toGroup } from '../config-rows';
import { uniqueOr409 } from '../unique-conflict';

/** A new group of the actor's company; its key is unique in the company (409 when taken). */
export async function createConfigGroup(db: Db, actor: Actor, body: { key: string; name: string }): Promise<ConfigGroup> {
  const companyId = actor.company.id;
  const [existing] = await db.select({ id: configGroups.id }).from(configGroups).where(and(eq(configGroups.companyId, companyId), eq(configGroups.key, body.key)));
  if (existing) throw conflictOn('key', 'validation.configKeyExists');
  const row = await uniqueOr409(() => db.transaction(async (tx) => {
    const created = oneRow(await tx.insert(configGroups).values({ companyId, key: body.key, name: body.name }).returning(), 'config group');
    await logAction(tx, actor, { type: 'create', title: `Config group ${body.key}`, entity: 'config-group', entityId: created.id, newData: toGroup(created) });
    return created;

  }), 'key', 'validation.configKeyExists');
  return toGroup(row);
}
