import { eq } from 'drizzle-orm';
import type { RoleItem, UpdateRolePermissionsBody } from '#core/api';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { rolePermissions } from '#server/db/schema/index';
import { knownPermissionIds } from '../catalogue-queries';
import { findRole } from '../role-queries';

/** role/update-permissions: the role's permissions become exactly these. */
export async function setRolePermissions(db: Db, actor: Actor, body: UpdateRolePermissionsBody): Promise<RoleItem> {
  const companyId = actor.company.id;
  return db.transaction(async (tx) => {
    const before = await findRole(tx, companyId, body.roleId);
    const wanted = await knownPermissionIds(tx, body.permissionIds);
    if (before.permissionIds.join() === wanted.join()) return before;
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, before.id));
    if (wanted.length > 0) await tx.insert(rolePermissions).values(wanted.map((permissionId) => ({ roleId: before.id, permissionId })));
    await logAction(tx, actor, {
      type: 'update', title: 'Role permissions changed', entity: 'role', entityId: before.id,
      oldData: { permissionIds: before.permissionIds }, newData: { permissionIds: wanted },
    });
    return findRole(tx, companyId, before.id);
  });
}
