import { and, eq, ne, sql } from 'drizzle-orm';
import type { PermissionItem } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { permissionGroups, permissions } from '#server/db/schema/index';
import { conflictOn, invalidField, notFound } from '#server/domain/domain-error';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { selectPermissions } from '../catalogue-queries';

interface Input { id?: number | undefined; code: string; name: string; groupId: number; level: number | null }

export const permissionById = (id: number) => eq(permissions.id, id);

/** permission/save: create or update; codes unique ignoring case; a seeded permission keeps its code. */
export async function savePermission(db: Db, actor: Actor, body: Input): Promise<PermissionItem> {
  return db.transaction(async (tx) => {
    const [before] = body.id ? await selectPermissions(tx, permissionById(body.id)) : [];
    if (body.id && !before) throw notFound();
    if (before?.seeded && before.code !== body.code) throw conflictOn('code', 'error.permissionSeeded');
    const sameCode = sql`lower(${permissions.code}) = lower(${body.code})`;
    const [clash] = await tx.select({ id: permissions.id }).from(permissions)
      .where(before ? and(sameCode, ne(permissions.id, before.id)) : sameCode);
    if (clash) throw conflictOn('code', 'validation.codeTaken');
    const [group] = await tx.select({ id: permissionGroups.id }).from(permissionGroups).where(eq(permissionGroups.id, body.groupId));
    if (!group) throw invalidField('groupId', 'validation.unknownGroup');
    const values = { code: body.code, name: body.name, groupId: body.groupId, level: body.level };
    const saved = before
      ? await tx.update(permissions).set(values).where(eq(permissions.id, before.id)).returning({ id: permissions.id })
      : await tx.insert(permissions).values(values).returning({ id: permissions.id });
    const after = oneRow(await selectPermissions(tx, permissionById(oneRow(saved, 'permission').id)), 'permission');
    await logAction(tx, actor, {
      type: before ? 'update' : 'create', title: before ? 'Permission updated' : 'Permission created',
      entity: 'permission', entityId: after.id, oldData: before ?? null, newData: after,
    });
    return after;

  });
}
