import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { PermissionItem, RoleItem } from '#core/api';
import type { Db } from '#server/db/connect';
import { permissions, roles } from '#server/db/schema/index';
import { notFound } from '#server/domain/domain-error';
import { grantableBy, selectPermissions } from './catalogue-queries';

const roleColumns = {
  id: roles.id, name: roles.name, description: roles.description,
  permissionIds: sql<number[]>`coalesce((select array_agg(rp.permission_id order by rp.permission_id) from role_permissions rp where rp.role_id = ${roles.id}), '{}')`,
  userCount: sql<number>`(select count(*) from user_roles ur where ur.role_id = ${roles.id})::int`,
};


export async function listRoles(db: Db, companyId: number): Promise<RoleItem[]> {
  const rows = await db.select(roleColumns).from(roles).where(eq(roles.companyId, companyId)).orderBy(asc(roles.name), asc(roles.id));
  return rows;
}

/** A role of the company, else 404 (another company's role does not exist here). */
export async function findRole(db: Db, companyId: number, id: number): Promise<RoleItem> {
  const [row] = await db.select(roleColumns).from(roles).where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/** The company's grantable codes the role does not have yet. */
export async function roleListToAdd(db: Db, companyId: number, roleId: number): Promise<PermissionItem[]> {
  const role = await findRole(db, companyId, roleId);
  const notIn = role.permissionIds.length > 0 ? notInArray(permissions.id, role.permissionIds) : undefined;
  return selectPermissions(db, and(grantableBy(companyId), notIn));
}
