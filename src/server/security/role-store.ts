import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { PermissionItem, RoleItem, UpdateRolePermissionsBody } from '#core/api';
import type { Db } from '#server/db/connect';
import { permissions, rolePermissions, roles, userRoles } from '#server/db/schema/index';
import { notFound } from '#server/http/api-error';
import { logAction } from '#server/logs/action-log';
import { grantableBy, selectPermissions } from './catalogue-read';
import { badField, conflict } from './guards';

const roleColumns = {
  id: roles.id, name: roles.name, description: roles.description,
  permissionIds: sql<number[]>`coalesce((select array_agg(rp.permission_id order by rp.permission_id) from role_permissions rp where rp.role_id = ${roles.id}), '{}')`,
  userCount: sql<number>`(select count(*) from user_roles ur where ur.role_id = ${roles.id})::int`,
};

const toRole = (r: RoleItem): RoleItem => ({ ...r, permissionIds: r.permissionIds.map(Number), userCount: Number(r.userCount) });

export async function listRoles(db: Db, companyId: number): Promise<RoleItem[]> {
  const rows = await db.select(roleColumns).from(roles).where(eq(roles.companyId, companyId)).orderBy(asc(roles.name), asc(roles.id));
  return rows.map(toRole);
}

/** A role of the company, else 404 (another company's role does not exist here). */
export async function findRole(db: Db, companyId: number, id: number): Promise<RoleItem> {
  const [row] = await db.select(roleColumns).from(roles).where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
  if (!row) throw notFound();
  return toRole(row);
}

export async function saveRole(db: Db, req: FastifyRequest, body: { id?: number | undefined; name: string; description: string | null }): Promise<RoleItem> {
  const companyId = req.company.id;
  return db.transaction(async (tx) => {
    const before = body.id ? await findRole(tx, companyId, body.id) : null;
    const sameName = and(eq(roles.companyId, companyId), sql`lower(${roles.name}) = lower(${body.name})`);
    const [taken] = await tx.select({ id: roles.id }).from(roles).where(before ? and(sameName, ne(roles.id, before.id)) : sameName);
    if (taken) throw conflict('validation.roleNameTaken', 'name');
    const values = { name: body.name, description: body.description };
    const [saved] = before
      ? await tx.update(roles).set({ ...values, updatedAt: new Date() }).where(eq(roles.id, before.id)).returning({ id: roles.id })
      : await tx.insert(roles).values({ ...values, companyId }).returning({ id: roles.id });
    const after = await findRole(tx, companyId, saved!.id);
    await logAction(tx, req, {
      type: before ? 'update' : 'create', title: before ? 'Role updated' : 'Role created', entity: 'role', entityId: after.id,
      oldData: before ? { name: before.name, description: before.description } : null, newData: { name: after.name, description: after.description },
    });
    return after;
  });
}

/** The role goes, and with it its grants to users (logged with the role's data and holders). */
export async function deleteRole(db: Db, req: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRole(tx, req.company.id, id);
    const holders = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, id));
    await tx.delete(roles).where(eq(roles.id, id));
    await logAction(tx, req, {
      type: 'delete', title: 'Role deleted', entity: 'role', entityId: id,
      oldData: { ...before, userIds: holders.map((h) => h.userId) },
    });
  });
}

export async function updateRolePermissions(db: Db, req: FastifyRequest, body: UpdateRolePermissionsBody): Promise<RoleItem> {
  const companyId = req.company.id;
  const wanted = [...new Set(body.permissionIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const before = await findRole(tx, companyId, body.roleId);
    const known = wanted.length === 0 ? [] : await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, wanted));
    if (known.length !== wanted.length) throw badField('permissionIds', 'validation.unknownPermission');
    if (before.permissionIds.join() === wanted.join()) return before;
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, before.id));
    if (wanted.length > 0) await tx.insert(rolePermissions).values(wanted.map((permissionId) => ({ roleId: before.id, permissionId })));
    await logAction(tx, req, {
      type: 'update', title: 'Role permissions changed', entity: 'role', entityId: before.id,
      oldData: { permissionIds: before.permissionIds }, newData: { permissionIds: wanted },
    });
    return findRole(tx, companyId, before.id);
  });
}

/** The company's grantable codes the role does not have yet. */
export async function roleListToAdd(db: Db, companyId: number, roleId: number): Promise<PermissionItem[]> {
  const role = await findRole(db, companyId, roleId);
  const notIn = role.permissionIds.length > 0 ? notInArray(permissions.id, role.permissionIds) : undefined;
  return selectPermissions(db, and(grantableBy(companyId), notIn));
}
