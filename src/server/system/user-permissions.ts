import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import type { z } from 'zod';
import type { permissionSchema } from '#core/api';
import type { Db } from '#server/db/connect';
import { configs, permissionGroups, permissions, users } from '#server/db/schema/index';
import { heldCodes } from '#server/auth/permission-subject';
import type { UserRow } from '#server/auth/session';

type PermissionEntry = z.infer<typeof permissionSchema> & { zone: string };

export async function allPermissions(db: Db): Promise<PermissionEntry[]> {
  const rows = await db
    .select({ code: permissions.code, name: permissions.name, group: permissionGroups.code, level: permissions.level, zone: permissions.zone })
    .from(permissions)
    .leftJoin(permissionGroups, eq(permissionGroups.id, permissions.groupId))
    .orderBy(permissions.id);
  return rows.map((r) => ({ ...r, group: r.group ?? '' }));
}

/** Codes of init's userPermission; a system user holds every code. */
export async function grantedCodes(db: Db, user: UserRow, all: readonly PermissionEntry[]): Promise<string[]> {
  return user.isSystem ? all.map((p) => p.code) : heldCodes(db, user);
}

/** A company row overrides the system-wide (company_id null) row of the same key. */
export async function configValue(db: Db, companyId: number, key: string): Promise<string | null> {
  const rows = await db.select({ companyId: configs.companyId, content: configs.content }).from(configs)
    .where(and(eq(configs.key, key), or(eq(configs.companyId, companyId), isNull(configs.companyId))));
  return (rows.find((r) => r.companyId === companyId) ?? rows[0])?.content ?? null;
}

/** A manager: someone with at least one managed user who is not deleted. */
export async function managesUsers(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.managerId, userId), ne(users.status, UserStatus.Deleted))).limit(1);
  return row !== undefined;
}
