import { eq } from 'drizzle-orm';
import { hashPassword } from '#server/auth/password-hash';
import { type UserRow, revokeAllSessions } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { users } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';

/**
 * Sets a user's password and ends every session of theirs, with an action-log row (dates only,
 * never a hash), inside the caller's transaction. `how` says who set it: an administrator, or the
 * user through a mailed link.
 */
export async function writePassword(tx: Db, actor: Actor, user: UserRow, password: string, how: 'administrator' | 'mail-link') {
  const now = new Date();
  await tx.update(users).set({ passwordHash: await hashPassword(password), updatedAt: now }).where(eq(users.id, user.id));
  await revokeAllSessions(tx, user.id);
  await logAction(tx, actor, {
    type: 'change-password', title: how === 'administrator' ? 'Password reset by an administrator' : 'Password reset through a mailed link',
    entity: 'user', entityId: user.id, oldData: { passwordChangedAt: user.updatedAt.toISOString() }, newData: { passwordChangedAt: now.toISOString(), how },
  });
}
