import { type SQL, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PermissionGroupItem, PermissionItem } from '#core/api';
import type { Db } from '#server/db/connect';
import { permissionGroups, permissions } from '#server/db/schema/index';
import { invalidField, notFound } from '#server/domain/domain-error';
import { basePermissionGroups, basePermissions } from '#server/system/permission-catalogue';

const seededPermissionCodes = new Set(basePermissions.map((p) => p.code.toLowerCase()));
const seededGroupCodes = new Set<string>(basePermissionGroups.map((g) => g.code.toLowerCase()));

export const isSeededPermission = (code: string) => seededPermissionCodes.has(code.toLowerCase());
export const isSeededGroup = (code: string) => seededGroupCodes.has(code.toLowerCase());

const permissionColumns = {
  id: permissions.id, code: permissions.code, name: permissions.name, groupId: permissions.groupId,
  groupName: permissionGroups.name, level: permissions.level, zone: permissions.zone,
};

type PermissionRow = Omit<PermissionItem, 'seeded'>;
const toPermission = (row: PermissionRow): PermissionItem => ({ ...row, seeded: isSeededPermission(row.code) });

/** The permissions matching `where` (all when omitted), by group order then creation. */
export async function selectPermissions(db: Db, where?: SQL): Promise<PermissionItem[]> {
  const rows = await db.select(permissionColumns).from(permissions)
    .leftJoin(permissionGroups, eq(permissionGroups.id, permissions.groupId))
    .where(where)
    .orderBy(sql`${permissionGroups.order} nulls last`, asc(permissions.id));
  return rows.map(toPermission);
}

export async function listGroups(db: Db): Promise<PermissionGroupItem[]> {
  const rows = await db.select().from(permissionGroups).orderBy(asc(permissionGroups.order), asc(permissionGroups.id));
  return rows.map((g) => ({ id: g.id, parentId: g.parentId, code: g.code, name: g.name, order: g.order, seeded: isSeededGroup(g.code) }));
}

/** One permission of the catalogue, else 404. */
export async function permissionOf(db: Db, id: number): Promise<PermissionItem> {
  const [found] = await selectPermissions(db, eq(permissions.id, id));
  if (!found) throw notFound();
  return found;
}

/** The permission ids once each, ascending; an id the catalogue does not know is a 400 on permissionIds. */
export async function knownPermissionIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return unique;
  const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, unique));
  if (rows.length !== unique.length) throw invalidField('permissionIds', 'validation.unknownPermission');
  return unique;
}

export { grantableBy } from '#server/auth/permission-subject';
