import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PermissionGroupItem, savePermissionGroupBodySchema } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { rowsOf } from '#server/db/rows-of';
import { permissionGroups } from '#server/db/schema/index';
import { conflictOn, invalidField, notFound } from '#server/domain/domain-error';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { isSeededGroup } from '../catalogue-queries';

/** The body as the route's schema gives it: parent and order defaulted */
type Input = z.output<typeof savePermissionGroupBodySchema>;

/** Whether `parentId` is `id` or lies below it: making it the parent would close a cycle. */
async function wouldCycle(db: Db, id: number, parentId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    with recursive below(id) as (
      select ${id}::int
      union
      select g.id from permission_groups g join below b on g.parent_id = b.id
    )
    select 1 as hit from below where id = ${parentId}::int`);
  return rowsOf(rows).length > 0;
}

export const groupEntry = (g: typeof permissionGroups.$inferSelect): PermissionGroupItem =>
  ({ id: g.id, parentId: g.parentId, code: g.code, name: g.name, order: g.order, seeded: isSeededGroup(g.code) });

/** permission/group/save: create or update a group; codes unique ignoring case; no cycles; seeded codes stay. */
export async function savePermissionGroup(db: Db, actor: Actor, body: Input): Promise<PermissionGroupItem> {
  return db.transaction(async (tx) => {
    const [before] = body.id ? await tx.select().from(permissionGroups).where(eq(permissionGroups.id, body.id)).for('update') : [];
    if (body.id && !before) throw notFound();
    if (before && isSeededGroup(before.code) && before.code !== body.code) throw conflictOn('code', 'error.groupSeeded');
    const sameCode = sql`lower(${permissionGroups.code}) = lower(${body.code})`;
    const [clash] = await tx.select({ id: permissionGroups.id }).from(permissionGroups)
      .where(before ? and(sameCode, ne(permissionGroups.id, before.id)) : sameCode);
    if (clash) throw conflictOn('code', 'validation.codeTaken');
    if (body.parentId !== null) {
      const [parent] = await tx.select({ id: permissionGroups.id }).from(permissionGroups).where(eq(permissionGroups.id, body.parentId));
      if (!parent) throw invalidField('parentId', 'validation.unknownGroup');
      if (before && (await wouldCycle(tx, before.id, body.parentId))) throw invalidField('parentId', 'validation.groupCycle');
    }
    const values = { name: body.name, code: body.code, parentId: body.parentId, order: body.order };
    const saved = before
      ? await tx.update(permissionGroups).set(values).where(eq(permissionGroups.id, before.id)).returning()
      : await tx.insert(permissionGroups).values(values).returning();
    const group = groupEntry(oneRow(saved, 'permission group'));

    await logAction(tx, actor, {
      type: before ? 'update' : 'create', title: before ? 'Permission group updated' : 'Permission group created',
      entity: 'permission-group', entityId: group.id, oldData: before ? groupEntry(before) : null, newData: group,
    });
    return group;
  });
}
