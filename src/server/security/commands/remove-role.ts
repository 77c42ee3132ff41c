import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { roles, userRoles } from '#server/db/schema/index';
import { findRole } from '../role-queries';

/** The role goes, and with it its grants to users (logged with the role's data and holders). */
export async function removeRole(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const before = await findRole(tx, actor.company.id, id);
    const holders = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, id));
    await tx.delete(roles).where(eq(roles.id, id));
    await logAction(tx, actor, {
      type: 'delete', title: 'Role deleted', entity: 'role', entityId: id,
      oldData: { ...before, userIds: holders.map((h) => h.userId) },
    });
  });
  return { id };
}
