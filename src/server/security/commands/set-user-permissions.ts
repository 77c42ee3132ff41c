import { eq, inArray } from 'drizzle-orm';
import type { UpdateUserPermissionsBody, UserPermissions } from '#core/api';
import type { Db } from '#server/db/connect';
import { permissions, userPermissions } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { badField } from '../guards';
import { refuseEscalation } from '../policy';
import { directPermissionIds, targetUser, userPermissionSummary } from '../user-permission-queries';

/** permission/user/update and user/save-permission: one implementation for both paths. */
export async function setUserPermissions(db: Db, actor: Actor, body: UpdateUserPermissionsBody): Promise<UserPermissions> {
  const companyId = actor.company.id;
  const wanted = [...new Set(body.permissionIds)].sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const user = await targetUser(tx, companyId, body.userId);
    const known = wanted.length === 0 ? [] : await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, wanted));
    if (known.length !== wanted.length) throw badField('permissionIds', 'validation.unknownPermission');
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
