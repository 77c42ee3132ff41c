import { eq } from 'drizzle-orm';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { users } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { userSnapshot } from '../user-snapshot';

/** Sets some fields of a user with its action-log row (before and after), in one transaction. */
export async function updateUserFields(db: Db, actor: Actor, before: UserRow, set: Partial<UserRow>, title: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, before.id));
    await logAction(tx, actor, { type: 'update', title, entity: 'user', entityId: before.id, oldData: userSnapshot(before), newData: userSnapshot({ ...before, ...set }) });
  });
}

export const orNull = (value: string) => (value === '' ? null : value);
