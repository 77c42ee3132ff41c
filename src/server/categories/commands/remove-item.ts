import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { categoryItems } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { logAction } from '#server/logs/action-log';
import { itemOf, subtreeOf, toItem } from '../queries';

/** Deletes an item of the company and every item below it. */
export async function removeItem(db: Db, actor: Actor, id: number): Promise<{ ids: number[] }> {
  const ids = await db.transaction(async (tx) => {
    const item = await itemOf(tx, actor.company.id, id);
    const subtree = await subtreeOf(tx, item);
    const removed = subtree.map((r) => r.id);
    await tx.delete(categoryItems).where(inArray(categoryItems.id, removed));
    await logAction(tx, actor, { type: 'delete', title: `Category item ${item.code}`, entity: 'category-item', entityId: item.id, oldData: subtree.map(toItem) });
    return removed;
  });
  return { ids };
}
