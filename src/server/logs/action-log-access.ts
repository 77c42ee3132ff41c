import type { FastifyRequest } from 'fastify';
import type { UserRow } from '#server/auth/session';
import { requireUser } from '#server/auth/current-user';
import type { Db } from '#server/db/connect';
import { actsAsOwner, holdsPermission } from '#server/forms/form-permissions';
import { forbidden } from '#server/http/api-error';

export const LOG_VIEW = 'LogView';

/** Administrators, system users and holders of LogView read the company's action log; others 403, anonymous 401. */
export async function requireLogViewer(db: Db, req: FastifyRequest): Promise<UserRow> {
  const user = requireUser(req);
  if (actsAsOwner(user) || (await holdsPermission(db, user, LOG_VIEW))) return user;
  throw forbidden();
}
