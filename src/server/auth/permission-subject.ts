import { type SQLWrapper, sql } from 'drizzle-orm';
import { type PermissionSubject, hasPermission } from '#core/permissions';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { permissions } from '#server/db/schema/index';
import type { UserRow } from './session';

/** Ids of a permission group and all its sub-groups (none for null), as a subquery. */
export const groupAndSubgroups = (groupId: number | null) => sql`(
  with recursive user_groups(id) as (
    select id from permission_groups where id = ${groupId}::int
    union
    select g.id from permission_groups g join user_groups ug on g.parent_id = ug.id
  ) select id from user_groups)`;

/** Permissions a company may grant: its listed functions, or the whole catalogue when it lists none. */
export const grantableBy = (companyId: number, id: SQLWrapper = permissions.id) => sql`(not exists (select 1 from company_permissions cp where cp.company_id = ${companyId})
  or ${id} in (select cp.permission_id from company_permissions cp where cp.company_id = ${companyId}))`;

/**
 * Codes a user holds (docs/permissions.md): granted directly, through a role, or through the
 * permission group set on the user (the group and its sub-groups). When the user's company lists
 * the functions it may use (company save-permission), codes outside that list do not count.
 */
export async function heldCodes(db: Db, user: Pick<UserRow, 'id' | 'companyId' | 'permissionGroupId'>): Promise<string[]> {
  const rows = await db.execute(sql`
    select p.code from permissions p
    where (p.id in (select permission_id from user_permissions where user_id = ${user.id})
        or p.id in (select rp.permission_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = ${user.id})
        or p.group_id in ${groupAndSubgroups(user.permissionGroupId)})
      and ${grantableBy(user.companyId, sql`p.id`)}
    order by p.id`);
  return rowsOf<{ code: string }>(rows).map((r) => r.code);
}

export async function permissionSubject(db: Db, user: UserRow): Promise<PermissionSubject> {
  return { isSystem: user.isSystem, level: user.level, permissionCodes: user.isSystem ? [] : await heldCodes(db, user) };
}

/** SPEC 6 on the server: system users hold everything; codes case-insensitive; optional level must equal the user's. */
export async function userCan(db: Db, user: UserRow, codes: string | readonly string[], level?: number): Promise<boolean> {
  return hasPermission(await permissionSubject(db, user), codes, level);
}
