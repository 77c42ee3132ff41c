import { eq } from 'drizzle-orm';
import type { ChangePasswordBody } from '#core/api';
import { passwordProblem } from '#core/auth';
import type { Db } from '#server/db/connect';
import { users } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { validationError } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { hashPassword, verifyPassword } from '../password-hash';
import { revokeAllSessions, revokeOtherSessions } from '../session';

/** change-pass: my password, checked against the old one; my other sessions end (all of them when none is current). */
export async function changePassword(db: Db, actor: Actor, body: ChangePasswordBody, currentSessionId: number | null): Promise<void> {
  const user = signedInUser(actor);
  const { oldPassword, newPassword, confirmPassword } = body;
  const rule = passwordProblem(newPassword);
  if (rule) throw validationError([{ field: 'newPassword', key: rule }]);
  if (newPassword !== confirmPassword) throw validationError([{ field: 'confirmPassword', key: 'validation.confirmPasswordMismatch' }]);
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw validationError([{ field: 'oldPassword', key: 'error.oldPasswordWrong' }]);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    if (currentSessionId === null) await revokeAllSessions(tx, user.id);
    else await revokeOtherSessions(tx, user.id, currentSessionId);
    await logAction(tx, actor, {
      type: 'change-password', title: 'Change password', entity: 'user', entityId: user.id,
      oldData: { passwordChangedAt: user.updatedAt.toISOString() }, newData: { passwordChangedAt: new Date().toISOString() },
    });
  });
}
