import type { FastifyRequest } from 'fastify';
import { requireUser } from '#server/auth/current-user';
import { userCan } from '#server/auth/permission-subject';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { actsAsOwner } from '#server/forms/form-permissions';
import { forbidden } from '#server/http/api-error';

export const OrgCode = { Company: 'CompanyManage', Department: 'DepartmentManage', User: 'UserManage' } as const;

/** Who may call what (docs/organisations.md): administrators and system users, or holders of one of the codes. */
export const orgAccess = {
  /** reading companies and departments */
  read: [OrgCode.Company, OrgCode.Department],
  companyWrite: [OrgCode.Company],
  departmentWrite: [OrgCode.Department, OrgCode.Company],
} as const;

/** Administrators and system users of the request's company, or a holder of any of `codes`; others 403, anonymous 401. */
export async function requireOrgActor(db: Db, req: FastifyRequest, codes: readonly string[]): Promise<UserRow> {
  const user = requireUser(req);
  if (actsAsOwner(user) || (await userCan(db, user, codes))) return user;
  throw forbidden();
}
