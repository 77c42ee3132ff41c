import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { departments } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { departmentSnapshot, dropMemberships } from '../department-membership';
import { requireDepartmentInScope } from '../policy';

/** DELETE: child departments move up to the deleted one's parent, memberships go, the row is marked deleted. */
export async function deleteDepartment(db: Db, actor: Actor, id: number): Promise<{ id: number }> {
  await requireDepartmentInScope(db, signedInUser(actor), id);
  await db.transaction(async (tx) => {
    const before = oneRow(await tx.select().from(departments).where(eq(departments.id, id)).for('update'), 'department');
    const moved = await tx.update(departments).set({ parentId: before.parentId, updatedAt: new Date() })
      .where(and(eq(departments.parentId, id), isNull(departments.deletedAt))).returning({ id: departments.id });
    const removedUserIds = await dropMemberships(tx, id, null);
    await tx.update(departments).set({ deletedAt: new Date() }).where(eq(departments.id, id));
    await logAction(tx, actor, {
      type: 'delete', title: 'Department deleted', entity: 'department', entityId: id,
      oldData: { ...departmentSnapshot(before), userIds: removedUserIds }, newData: { childrenMovedTo: before.parentId, childIds: moved.map((m) => m.id) },

    });
  });
  return { id };
}
