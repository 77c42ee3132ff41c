import type { DepartmentUsersBody } from '#core/api';
import type { Db } from '#server/db/connect';
import { type Actor, signedInUser } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { departmentItem } from '../department-queries';
import { addMemberships, dropMemberships } from '../department-membership';
import { requireDepartmentInScope } from '../policy';

/** add-users / remove-users in one transaction with its action-log row; replies the new user count. */
export async function changeMembers(db: Db, actor: Actor, departmentId: number, body: DepartmentUsersBody, add: boolean) {
  const companyId = await requireDepartmentInScope(db, signedInUser(actor), departmentId);
  return db.transaction(async (tx) => {
    const changed = add
      ? await addMemberships(tx, departmentId, companyId, body.userIds, body.position || null)
      : await dropMemberships(tx, departmentId, body.userIds);
    await logAction(tx, actor, {
      type: 'update', title: add ? 'Users added to department' : 'Users removed from department', entity: 'department-members', entityId: departmentId,
      oldData: add ? null : { userIds: changed }, newData: add ? { userIds: changed, position: body.position || null } : null,
    });
    const item = await departmentItem(tx, departmentId);
    return { departmentId, changed: changed.length, userCount: item.userCount ?? 0 };
  });
}
