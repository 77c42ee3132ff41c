import type { Db } from '#server/db/connect';
import { type Actor, signedInUser } from '#server/domain/actor';
import { guardNotSelf, guardTarget } from '../policy';
import { findUserRow, personOf } from '../queries';
import { generatePassword } from '#server/auth/tokens';
import { writePassword } from '../user-passwords';

/** reset_pass and {id}/update-password: the given password, or a generated one returned once. */
export async function resetPassword(db: Db, actor: Actor, userId: number, password: string | undefined) {
  const me = signedInUser(actor);
  const chosen = password ?? generatePassword();
  await db.transaction(async (tx) => {
    const target = await findUserRow(tx, personOf(actor.company.id, userId));
    guardTarget(me, target);
    guardNotSelf(me, userId, 'userId');
    await writePassword(tx, actor, target, chosen, 'administrator');
  });
  return { generatedPassword: password === undefined ? chosen : null };
}
