import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/connect';
import { actsAsOwner, holdsPermission } from '#server/forms/form-permissions';
import { forbidden } from '#server/http/api-error';
import { requireUser } from './current-user';
import type { UserRow } from './session';

/** Back-office sections: the signed-in administrator or system user, or a holder of `code`; others 403, anonymous 401. */
export async function requireAdministratorOr(db: Db, req: FastifyRequest, code: string): Promise<UserRow> {
  const user = requireUser(req);
  if (actsAsOwner(user) || (await holdsPermission(db, user, code))) return user;
  throw forbidden();
}
