import type { CallPermission } from '#core/api';
import type { MessageKey } from '#core/i18n';
import type { Db } from '#server/db/connect';
import { type Actor, signedInUser } from '#server/domain/actor';
import { forbidden } from '#server/domain/domain-error';
import { actsAsOwner, holdsPermission } from '#server/forms/form-permissions';
import { userCan } from './permission-subject';
import type { UserRow } from './session';

/** Who asks: the actor, or a request of a route not yet moved (it has the same `user`). */
type Asker = Pick<Actor, 'user'>;

/** Back-office sections: the signed-in administrator or system user, or a holder of `code`; others 403, anonymous 401. */
export async function requireAdministratorOr(db: Db, asker: Asker, code: string): Promise<UserRow> {
  const user = signedInUser(asker);
  if (actsAsOwner(user) || (await holdsPermission(db, user, code))) return user;
  throw forbidden();
}

/** The plain check of a call definition (docs/server-api.md): anonymous 401, a missing permission 403 (with `refusal`'s message). */
export async function requireCallPermission(db: Db, asker: Asker, permission: CallPermission, refusal?: MessageKey): Promise<void> {
  if (permission === 'public') return;
  const user = signedInUser(asker);
  if (permission === 'system-user') {
    // the one system-user-only area so far is the global permission catalogue, whose message this is
    if (!user.isSystem) throw forbidden('error.systemUserOnly');
    return;
  }
  if (permission === 'signed-in' || actsAsOwner(user) || (await userCan(db, user, permission))) return;
  throw forbidden(refusal);
}
