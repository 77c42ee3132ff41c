import type { FastifyRequest } from 'fastify';
import type { UserRow } from '#server/auth/session';
import { requireUser } from '#server/auth/current-user';
import type { Db } from '#server/db/connect';
import { actsAsOwner, holdsPermission } from '#server/forms/form-permissions';
import { forbidden } from '#server/http/api-error';

export const ERROR_REPORT_MANAGE = 'ErrorReportManage';

/** Administrators, system users and holders of ErrorReportManage handle the company's error reports; others 403, anonymous 401. */
export async function requireReportManager(db: Db, req: FastifyRequest): Promise<UserRow> {
  const user = requireUser(req);
  if (actsAsOwner(user) || (await holdsPermission(db, user, ERROR_REPORT_MANAGE))) return user;
  throw forbidden();
}
