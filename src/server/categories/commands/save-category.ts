import { and, eq, ne } from 'drizzle-orm';
import type { Category, CategorySaveBody } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { categories } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { conflictOn, notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { uniqueOr409 } from '#server/config/unique-conflict';
import { categoryOf } from '../queries';

const plain = (r: { id: number; code: string; name: string }) => ({ id: r.id, code: r.code, name: r.name });

/** Creates (no id) or updates a category of the company; the code stays unique in the company. */
export async function saveCategory(db: Db, actor: Actor, body: CategorySaveBody): Promise<Category> {
  const companyId = actor.company.id;
  const id = await uniqueOr409(() => db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: categories.id }).from(categories)
      .where(and(eq(categories.companyId, companyId), eq(categories.code, body.code), body.id ? ne(categories.id, body.id) : undefined));
    if (clash) throw conflictOn('code', 'validation.codeExists');
    if (body.id === undefined) {
      const created = oneRow(await tx.insert(categories).values({ companyId, code: body.code, name: body.name }).returning(), 'category');
      await logAction(tx, actor, { type: 'create', title: `Category ${body.code}`, entity: 'category', entityId: created.id, newData: plain(created) });
      return created.id;
    }
    const [old] = await tx.select().from(categories).where(and(eq(categories.id, body.id), eq(categories.companyId, companyId))).for('update');
    if (!old) throw notFound();
    const updated = oneRow(await tx.update(categories).set({ code: body.code, name: body.name, updatedAt: new Date() }).where(eq(categories.id, old.id)).returning(), 'category');
    await logAction(tx, actor, { type: 'update', title: `Category ${body.code}`, entity: 'category', entityId: old.id, oldData: plain(old), newData: plain(updated) });

    return old.id;
  }), 'code', 'validation.codeExists');
  return categoryOf(db, companyId, id);
}
