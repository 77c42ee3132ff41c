import type { SaveUser } from '#core/api';
import { UserRole } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { type Actor, signedInUser } from '#server/domain/actor';
import { forbidden, validationError } from '#server/domain/domain-error';
import { actsAsOwner } from '#server/forms/form-permissions';
import { requireCompanyInScope } from '#server/organisations/policy';

export const USER_MANAGE = 'UserManage';

/**
 * The signed-in person: an integration account's service user has no profile and manages nobody
 * (403), a visitor is refused with 401.
 */
export function signedInPerson(actor: Actor): UserRow {
  const user = signedInUser(actor);
  if (actor.integration) throw forbidden();
  return user;
}

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
 * The company a saved user belongs to: the actor's, or another one named by a system user (who
 * gives a new company its first administrator). Anyone else naming another company: 403, whether
 * it exists or not; an unknown or deleted company: 404.
 */
export async function companyOfSave(db: Db, actor: Actor, companyId: number | undefined): Promise<number> {
  if (companyId === undefined || companyId === actor.company.id) return actor.company.id;
  const user = signedInUser(actor);
  if (!user.isSystem) throw forbidden();
  return requireCompanyInScope(db, user, companyId);
}

/** Locking, deleting or resetting oneself through the management calls is refused. */
export function guardNotSelf(actor: UserRow, targetId: number, field = 'id'): void {
  if (actor.id === targetId) throw validationError([{ field, key: 'validation.notYourself' }]);
}
