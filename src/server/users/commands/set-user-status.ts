import { eq } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import type { UserItem } from '#core/api';
import { revokeAllSessions } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { users } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { guardNotSelf, guardTarget } from '../policy';
import { findUserItem, findUserRow, personOf } from '../queries';

const titles = { [UserStatus.Disable]: 'User locked', [UserStatus.Active]: 'User unlocked', [UserStatus.Deleted]: 'User deleted' } as const;
const types = { [UserStatus.Disable]: 'disable', [UserStatus.Active]: 'update', [UserStatus.Deleted]: 'delete' } as const;

/**
 * Lock (0), unlock (1) or delete (2). A locked user's sessions stay so that their next request
 * meets the locked screen (init answers 403 ACCOUNT_LOCKED) and unlocking restores them; deleting
 * ends every session. Forms of a deleted user stay, reachable by administrators.
 */
export async function setUserStatus(db: Db, actor: Actor, id: number, status: 0 | 1 | 2): Promise<UserItem> {
  const me = signedInUser(actor);
  const where = personOf(actor.company.id, id);
  await db.transaction(async (tx) => {
    const before = await findUserRow(tx, where);
    guardTarget(me, before);
    guardNotSelf(me, id);
    if (before.status === status) return;
    const deletedAt = status === UserStatus.Deleted ? new Date() : null;
    await tx.update(users).set({ status, deletedAt, updatedAt: new Date() }).where(eq(users.id, id));
    if (status === UserStatus.Deleted) await revokeAllSessions(tx, id);
    await logAction(tx, actor, {
      type: types[status], title: titles[status], entity: 'user', entityId: id,
      oldData: { status: before.status }, newData: { status },
    });
  });
  return findUserItem(db, where, me.isSystem);
}
