import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '#core/api';
import type { FieldProblem } from '#core/i18n';
import type { MessageKey } from '#core/i18n';
import { requireUser } from '#server/auth/current-user';
import { userCan } from '#server/auth/permission-subject';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { actsAsOwner } from '#server/forms/form-permissions';
import { ApiError, forbidden } from '#server/http/api-error';

export const SecurityCode = { Permission: 'PermissionManage', Role: 'RoleManage', User: 'UserManage' } as const;

/** The permission catalogue is global: only system users change it. */
export function requireSystemUser(req: FastifyRequest): UserRow {
  const user = requireUser(req);
  if (!user.isSystem) throw forbidden('error.systemUserOnly');
  return user;
}

/** Administrators and system users of the company, or a holder of any of `codes`; others 403, anonymous 401. */
export async function requireAdministratorOrAny(db: Db, req: FastifyRequest, codes: readonly string[]): Promise<UserRow> {
  const user = requireUser(req);
  if (actsAsOwner(user) || (await userCan(db, user, codes))) return user;
  throw forbidden();
}

/** A 400 whose message is the field's own message (SPEC 5 wording), not the generic one. */
export function badField(field: string, key: MessageKey): ApiError {
  const problem: FieldProblem = { field, key };
  return new ApiError(400, ErrorCode.Validation, { key }, [problem]);
}

export const conflict = (key: MessageKey, field?: string) =>
  new ApiError(409, ErrorCode.Conflict, { key }, field ? [{ field, key }] : undefined);
