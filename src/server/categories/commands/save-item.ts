import { and, eq, ne } from 'drizzle-orm';
import { CATEGORY_MAX_LEVEL, type CategoryItem, type CategoryItemSaveBody } from '#core/api';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { categories, categoryItems } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { conflictOn, notFound, validationError } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { categoryOf, itemOf, toItem } from '../queries';

/**
 * Creates or updates an item. A new item's level is its parent's level + 1; an existing item keeps
 * its parent (moving a branch is not offered). Codes are unique within the category; checked under
 * a lock on the category row so two saves cannot both take a code.
 */
export async function saveItem(db: Db, actor: Actor, body: CategoryItemSaveBody): Promise<CategoryItem> {
  const companyId = actor.company.id;
  await categoryOf(db, companyId, body.categoryId);
  return db.transaction(async (tx) => {
    await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, body.categoryId)).for('update');
    const old = body.id === undefined ? null : await itemOf(tx, companyId, body.id);
    if (old && old.categoryId !== body.categoryId) throw notFound();
    const parentId = body.parentId ?? null;
    if (old && old.parentId !== parentId) throw validationError([{ field: 'parentId', key: 'validation.categoryParentFixed' }]);
    const parent = !old && parentId !== null ? await itemOf(tx, companyId, parentId).catch(() => null) : null;
    if (!old && parentId !== null && parent?.categoryId !== body.categoryId) throw validationError([{ field: 'parentId', key: 'validation.categoryParent' }]);
    const level = old ? old.level : (parent?.level ?? 0) + 1;
    if (level > CATEGORY_MAX_LEVEL) throw validationError([{ field: 'parentId', key: 'validation.categoryTooDeep', values: { max: CATEGORY_MAX_LEVEL } }]);
    const [clash] = await tx.select({ id: categoryItems.id }).from(categoryItems)
      .where(and(eq(categoryItems.categoryId, body.categoryId), eq(categoryItems.code, body.code), old ? ne(categoryItems.id, old.id) : undefined));
    if (clash) throw conflictOn('code', 'validation.codeExists');
    const values = { code: body.code, name: body.name, order: body.order };
    const rows = old
      ? await tx.update(categoryItems).set(values).where(eq(categoryItems.id, old.id)).returning()
      : await tx.insert(categoryItems).values({ ...values, categoryId: body.categoryId, parentId, level }).returning();
    const item = toItem(oneRow(rows, 'category item'));

    await logAction(tx, actor, { type: old ? 'update' : 'create', title: `Category item ${body.code}`, entity: 'category-item', entityId: item.id, oldData: old ? toItem(old) : null, newData: item });
    return item;
  });
}
