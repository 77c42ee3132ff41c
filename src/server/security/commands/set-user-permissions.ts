import { eq } from 'drizzle-orm';
import type { UpdateUserPermissionsBody, UserPermissions } from '#core/api';
import type { Db } from '#server/db/connect';
import { userPermissions } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { knownPermissionIds } from '../catalogue-queries';
import { refuseEscalation } from '../policy';
import { directPermissionIds, targetUser, userPermissionSummary } from '../user-permission-queries';

/** permission/user/update and user/save-permission: one implementation for both paths. */
export async function setUserPermissions(db: Db, actor: Actor, body: UpdateUserPermissionsBody): Promise<UserPermissions> {
  const companyId = actor.company.id;
  await db.transaction(async (tx) => {
    const user = await targetUser(tx, companyId, body.userId);
    const wanted = await knownPermissionIds(tx, body.permissionIds);
    const before = await directPermissionIds(tx, user.id);
    if (before.join() === wanted.join()) return;
    await refuseEscalation(tx, actor, wanted.filter((id) => !before.includes(id)));
    await tx.delete(userPermissions).where(eq(userPermissions.userId, user.id));
    if (wanted.length > 0) await tx.insert(userPermissions).values(wanted.map((permissionId) => ({ userId: user.id, permissionId })));
    await logAction(tx, actor, {
      type: 'update', title: 'User permissions changed', entity: 'user', entityId: user.id,
      oldData: { permissionIds: before }, newData: { permissionIds: wanted },
    });
  });
  return userPermissionSummary(db, companyId, body.userId);
}
