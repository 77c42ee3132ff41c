import type { CallPermission } from '#core/api';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/connect';
import { actsAsOwner, holdsPermission } from '#server/forms/form-permissions';
import { forbidden } from '#server/http/api-error';
import { userCan } from './permission-subject';
import { requireUser } from './current-user';
import type { MessageKey } from '#core/i18n';
import type { UserRow } from './session';

/** Back-office sections: the signed-in administrator or system user, or a holder of `code`; others 403, anonymous 401. */
export async function requireAdministratorOr(db: Db, req: FastifyRequest, code: string): Promise<UserRow> {
  const user = requireUser(req);
  if (actsAsOwner(user) || (await holdsPermission(db, user, code))) return user;
  throw forbidden();
}

/** The plain check of a call definition (docs/server-api.md): anonymous 401, a missing permission 403 (with `refusal`'s message). */
export async function requireCallPermission(db: Db, req: FastifyRequest, permission: CallPermission, refusal?: MessageKey): Promise<void> {
  if (permission === 'public') return;
  const user = requireUser(req);
  if (permission === 'system-user') {
    // the one system-user-only area so far is the global permission catalogue, whose message this is
    if (!user.isSystem) throw forbidden('error.systemUserOnly');
    return;
  }
  if (permission === 'signed-in' || actsAsOwner(user) || (await userCan(db, user, permission))) return;
  throw forbidden(refusal);
}
