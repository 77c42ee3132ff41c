import { and, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { permissionSchema } from '#core/api/system.contract';
import type { Db } from '#server/db/connect';
import { configs, permissionGroups, permissions, rolePermissions, userPermissions, userRoles } from '#server/db/schema/index';

type PermissionEntry = z.infer<typeof permissionSchema> & { zone: string };

export async function allPermissions(db: Db): Promise<PermissionEntry[]> {
  const rows = await db
    .select({ code: permissions.code, name: permissions.name, group: permissionGroups.code, level: permissions.level, zone: permissions.zone })
    .from(permissions)
    .leftJoin(permissionGroups, eq(permissionGroups.id, permissions.groupId))
    .orderBy(permissions.id);
  return rows.map((r) => ({ ...r, group: r.group ?? '' }));
}

/** Codes granted directly or through roles; a system user holds every code. */
export async function grantedCodes(db: Db, userId: number, isSystem: boolean, all: readonly PermissionEntry[]): Promise<string[]> {
  if (isSystem) return all.map((p) => p.code);
  const direct = await db.select({ code: permissions.code }).from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId)).where(eq(userPermissions.userId, userId));
  const viaRoles = await db.select({ code: permissions.code }).from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  return [...new Set([...direct, ...viaRoles].map((r) => r.code))];
}

/** A company row overrides the system-wide (company_id null) row of the same key. */
export async function configValue(db: Db, companyId: number, key: string): Promise<string | null> {
  const rows = await db.select({ companyId: configs.companyId, content: configs.content }).from(configs)
    .where(and(eq(configs.key, key), or(eq(configs.companyId, companyId), isNull(configs.companyId))));
  return (rows.find((r) => r.companyId === companyId) ?? rows[0])?.content ?? null;
}
