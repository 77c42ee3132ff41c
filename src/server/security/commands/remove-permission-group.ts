import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { permissionGroups } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { conflict, notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { isSeededGroup } from '../catalogue-queries';
import { groupEntry } from './save-permission-group';

/** A seeded group, or one with sub-groups, permissions or users, is refused (409). */
export async function removePermissionGroup(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(permissionGroups).where(eq(permissionGroups.id, id)).for('update');
    if (!before) throw notFound();
    if (isSeededGroup(before.code)) throw conflict({ key: 'error.groupSeeded' });
    const used = rowsOf(await tx.execute(sql`
      select 1 from permission_groups where parent_id = ${id}
      union all select 1 from permissions where group_id = ${id}
      union all select 1 from users where permission_group_id = ${id}
      limit 1`));
    if (used.length > 0) throw conflict({ key: 'error.groupInUse' });
    await tx.delete(permissionGroups).where(eq(permissionGroups.id, id));
    await logAction(tx, actor, { type: 'delete', title: 'Permission group deleted', entity: 'permission-group', entityId: id, oldData: groupEntry(before) });
  });
  return { id };
}
