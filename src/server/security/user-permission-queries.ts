import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { PermissionItem, UserPermissions } from '#core/api';
import { groupAndSubgroups, heldCodes } from '#server/auth/permission-subject';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { permissions, userPermissions, users } from '#server/db/schema/index';
import { notFound } from '#server/domain/domain-error';
import { grantableBy, selectPermissions } from './catalogue-queries';

/** A person of the company (not deleted, not an integration account's service user), else 404. */
export async function targetUser(db: Db, companyId: number, userId: number) {
  const [user] = await db.select().from(users).where(and(
    eq(users.id, userId), eq(users.companyId, companyId), isNull(users.deletedAt),
    sql`not exists (select 1 from integrate_users iu where iu.user_id = ${users.id})`,
  ));
  if (!user) throw notFound();
  return user;
}

export async function directPermissionIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ id: userPermissions.permissionId }).from(userPermissions)
    .where(eq(userPermissions.userId, userId)).orderBy(userPermissions.permissionId);
  return rows.map((r) => r.id);
}

/** Ids of the codes held through the permission group (and its sub-groups) or a role, whether or not also granted directly. */
async function inheritedPermissionIds(db: Db, user: { id: number; companyId: number; permissionGroupId: number | null }): Promise<number[]> {
  const rows = await db.execute(sql`
    select p.id from permissions p
    where (p.group_id in ${groupAndSubgroups(user.permissionGroupId)}
        or p.id in (select rp.permission_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = ${user.id}))
      and ${grantableBy(user.companyId, sql`p.id`)}
    order by p.id`);
  return rowsOf<{ id: number }>(rows).map((r) => r.id);
}

export async function userPermissionSummary(db: Db, companyId: number, userId: number): Promise<UserPermissions> {
  const user = await targetUser(db, companyId, userId);
  return { userId: user.id, direct: await directPermissionIds(db, user.id), inherited: await inheritedPermissionIds(db, user) };
}

/** The company's grantable codes this user does not hold yet in any way. */
export async function userListToAdd(db: Db, companyId: number, userId: number): Promise<PermissionItem[]> {
  const user = await targetUser(db, companyId, userId);
  if (user.isSystem) return [];
  const held = await heldCodes(db, user);
  const notHeld = held.length > 0 ? notInArray(permissions.code, held) : undefined;
  return selectPermissions(db, and(grantableBy(companyId), notHeld));
}

export async function userZones(db: Db, companyId: number, userId: number) {
  const user = await targetUser(db, companyId, userId);
  const where = user.isSystem ? undefined : inArray(permissions.code, await heldCodes(db, user));
  const rows = await db.select({ code: permissions.code, zone: permissions.zone }).from(permissions).where(where).orderBy(permissions.id);
  return rows;
}
