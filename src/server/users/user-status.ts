import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import type { UserItem } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { sessions, users } from '#server/db/schema/index';
import { logAction } from '#server/logs/action-log';
import { guardNotSelf, guardTarget } from './user-guards';
import { findUserItem, findUserRow, personOf } from './user-query';

export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

const titles = { [UserStatus.Disable]: 'User locked', [UserStatus.Active]: 'User unlocked', [UserStatus.Deleted]: 'User deleted' } as const;
const types = { [UserStatus.Disable]: 'disable', [UserStatus.Active]: 'update', [UserStatus.Deleted]: 'delete' } as const;

/**
 * Lock (0), unlock (1) or delete (2). A locked user's sessions stay so that their next request
 * meets the locked screen (init answers 403 ACCOUNT_LOCKED) and unlocking restores them; deleting
 * ends every session. Forms of a deleted user stay, reachable by administrators.
 */
export async function setUserStatus(db: Db, req: FastifyRequest, actor: UserRow, id: number, status: 0 | 1 | 2): Promise<UserItem> {
  const where = personOf(req.company.id, id);
  await db.transaction(async (tx) => {
    const before = await findUserRow(tx, where);
    guardTarget(actor, before);
    guardNotSelf(actor, id);
    if (before.status === status) return;
    const deletedAt = status === UserStatus.Deleted ? new Date() : null;
    await tx.update(users).set({ status, deletedAt, updatedAt: new Date() }).where(eq(users.id, id));
    if (status === UserStatus.Deleted) await revokeAllSessions(tx, id);
    await logAction(tx, req, {
      type: types[status], title: titles[status], entity: 'user', entityId: id,
      oldData: { status: before.status }, newData: { status },
    });
  });
  return findUserItem(db, where, actor.isSystem);
}
