import { and, eq, exists, sql } from 'drizzle-orm';
import { UserRole } from '#core/api/auth.contract';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { permissions, rolePermissions, userPermissions, userRoles } from '#server/db/schema/index';
import { configValue } from '#server/system/user-permissions';

export const FormPermissionCode = { Manage: 'FormManage', Review: 'FormReview' } as const;

/** Administrators and system users act as the owner of every form of their company. */
export const actsAsOwner = (user: UserRow) => user.isSystem || user.role === UserRole.Administrator;

/** A permission code granted to the user directly or through one of their roles (codes compare case-insensitively). */
export async function holdsPermission(db: Db, user: UserRow, code: string): Promise<boolean> {
  if (user.isSystem) return true;
  const wanted = code.toLowerCase();
  const direct = db.select({ one: sql`1` }).from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(and(eq(userPermissions.userId, user.id), eq(sql`lower(${permissions.code})`, wanted)));
  const viaRole = db.select({ one: sql`1` }).from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, user.id), eq(sql`lower(${permissions.code})`, wanted)));
  const [row] = await db.select({ held: sql<boolean>`${exists(direct)} or ${exists(viaRole)}` }).from(sql`(select 1) as one`);
  return row?.held === true;
}

/** Decision 1: a reviewer is a system user, an administrator or a holder of FormReview. */
export async function isReviewer(db: Db, user: UserRow): Promise<boolean> {
  return actsAsOwner(user) || holdsPermission(db, user, FormPermissionCode.Review);
}

/** list-all: administrators, system users and holders of FormManage. */
export async function canSeeAllForms(db: Db, user: UserRow): Promise<boolean> {
  return actsAsOwner(user) || holdsPermission(db, user, FormPermissionCode.Manage);
}

/** Config `form.reviewRequired` (company row over the system-wide row); review is required unless it is '0'. */
export async function reviewRequired(db: Db, companyId: number): Promise<boolean> {
  const value = await configValue(db, companyId, 'form.reviewRequired');
  return (value ?? '1').trim() !== '0';
}
