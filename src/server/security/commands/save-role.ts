import { and, eq, ne, sql } from 'drizzle-orm';
import type { RoleItem } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { roles } from '#server/db/schema/index';
import { findRole } from '../role-queries';
import { conflictOn } from '#server/domain/domain-error';

/** role/save: create (no id) or update a role of the company; names unique in the company ignoring case. */
export async function saveRole(db: Db, actor: Actor, body: { id?: number | undefined; name: string; description: string | null }): Promise<RoleItem> {
  const companyId = actor.company.id;
  return db.transaction(async (tx) => {
    const before = body.id ? await findRole(tx, companyId, body.id) : null;
    const sameName = and(eq(roles.companyId, companyId), sql`lower(${roles.name}) = lower(${body.name})`);
    const [clash] = await tx.select({ id: roles.id }).from(roles).where(before ? and(sameName, ne(roles.id, before.id)) : sameName);
    if (clash) throw conflictOn('name', 'validation.roleNameTaken');
    const values = { name: body.name, description: body.description };
    const saved = before
      ? await tx.update(roles).set({ ...values, updatedAt: new Date() }).where(eq(roles.id, before.id)).returning({ id: roles.id })
      : await tx.insert(roles).values({ ...values, companyId }).returning({ id: roles.id });
    const after = await findRole(tx, companyId, oneRow(saved, 'role').id);

    await logAction(tx, actor, {
      type: before ? 'update' : 'create', title: before ? 'Role updated' : 'Role created', entity: 'role', entityId: after.id,
      oldData: before ? { name: before.name, description: before.description } : null, newData: { name: after.name, description: after.description },
    });
    return after;
  });
}
