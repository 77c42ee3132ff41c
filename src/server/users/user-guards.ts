import type { FastifyRequest } from 'fastify';
import type { SaveUser } from '#core/api';
import { UserRole } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { actsAsOwner } from '#server/forms/form-permissions';
import { forbidden, validationError } from '#server/http/api-error';
import { requireCompanyInScope } from '#server/organisations/policy';

export const USER_MANAGE = 'UserManage';

/**
 * Who may touch whom: a system user's record only by system users; an administrator's record only
 * by administrators (a UserManage holder manages plain users).
 */
export function guardTarget(actor: UserRow, target: Pick<UserRow, 'isSystem' | 'role'>): void {
  if (target.isSystem && !actor.isSystem) throw forbidden();
  if (!actsAsOwner(actor) && target.role === UserRole.Administrator) throw forbidden();
}

export interface Privileges { role: number; isSystem: boolean; permissionGroupId: number | null; roleIds: readonly number[] }

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * What raises access: the system flag (system users only); the role, the permission group and the
 * roles (administrators only). `before` is the current record, or the defaults of a new user.
 */
export function guardPrivileges(actor: UserRow, before: Privileges, body: SaveUser): void {
  if (body.isSystem !== undefined && body.isSystem !== before.isSystem && !actor.isSystem) throw forbidden();
  if (actsAsOwner(actor)) return;
  if (body.role !== before.role || body.permissionGroupId !== before.permissionGroupId || !sameSet(body.roleIds, before.roleIds)) throw forbidden();
}

/**
 * The company a saved user belongs to: the request's, or another one named by a system user (who
 * gives a new company its first administrator). Anyone else naming another company: 403, whether
 * it exists or not; an unknown or deleted company: 404.
 */
export async function companyOfSave(db: Db, req: FastifyRequest, actor: UserRow, companyId: number | undefined): Promise<number> {
  if (companyId === undefined || companyId === req.company.id) return req.company.id;
  if (!actor.isSystem) throw forbidden();
  return requireCompanyInScope(db, actor, companyId);
}

/** Locking, deleting or resetting oneself through the management calls is refused. */
export function guardNotSelf(actor: UserRow, targetId: number, field = 'id'): void {
  if (actor.id === targetId) throw validationError([{ field, key: 'validation.notYourself' }]);
}
