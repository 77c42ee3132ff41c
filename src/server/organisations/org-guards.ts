import type { FastifyRequest } from 'fastify';
import { requireUser } from '#server/auth/current-user';
import { userCan } from '#server/auth/permission-subject';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { actsAsOwner } from '#server/forms/form-permissions';
import { forbidden } from '#server/http/api-error';

export const OrgCode = { Company: 'CompanyManage', Department: 'DepartmentManage', User: 'UserManage' } as const;

/**
 * Who may make the organisation-flavoured /v1/user calls (docs/organisations.md): administrators and
 * system users, or holders of one of the codes. The company and department calls name theirs in
 * their definitions (companies.calls.ts, departments.calls.ts).
 */
export const orgAccess = {
  users: [OrgCode.User, OrgCode.Company, OrgCode.Department],
} as const;

/** Administrators and system users of the request's company, or a holder of any of `codes`; others 403, anonymous 401. */
export async function requireOrgActor(db: Db, req: FastifyRequest, codes: readonly string[]): Promise<UserRow> {
  const user = requireUser(req);
  if (actsAsOwner(user) || (await userCan(db, user, codes))) return user;
  throw forbidden();
}
