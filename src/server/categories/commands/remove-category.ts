import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { categories } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { categoryOf, itemsOf } from '../queries';

/** Deletes a category of the company with all its items; the log keeps both. */
export async function removeCategory(db: Db, actor: Actor, id: number): Promise<{ ids: number[] }> {
  const companyId = actor.company.id;
  const category = await categoryOf(db, companyId, id);
  const items = await itemsOf(db, category.id);
  await db.transaction(async (tx) => {
    const gone = await tx.delete(categories).where(and(eq(categories.id, category.id), eq(categories.companyId, companyId))).returning({ id: categories.id });
    if (gone.length === 0) throw notFound();
    await logAction(tx, actor, { type: 'delete', title: `Category ${category.code}`, entity: 'category', entityId: category.id, oldData: { category, items } });
  });
  return { ids: [category.id] };
}
