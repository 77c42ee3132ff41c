import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CATEGORY_MAX_LEVEL, type CategoryItem, type CategoryItemSaveBody, type CategorySaveBody } from '#core/api';
import type { Db } from '#server/db/connect';
import { categories, categoryItems } from '#server/db/schema/index';
import { notFound, validationError } from '#server/http/api-error';
import { logAction } from '#server/logs/action-log';
import { taken, uniqueOr409 } from '#server/config/unique-conflict';
import { categoryOf, itemOf, toItem } from './category-store';

const plain = (r: { id: number; code: string; name: string }) => ({ id: r.id, code: r.code, name: r.name });

/** Creates (no id) or updates a category of the company; the code stays unique in the company. */
export async function saveCategory(db: Db, req: FastifyRequest, body: CategorySaveBody): Promise<number> {
  const companyId = req.company.id;
  return uniqueOr409(() => db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: categories.id }).from(categories)
      .where(and(eq(categories.companyId, companyId), eq(categories.code, body.code), body.id ? ne(categories.id, body.id) : undefined));
    if (clash) throw taken('code', 'validation.codeExists');
    if (body.id === undefined) {
      const [created] = await tx.insert(categories).values({ companyId, code: body.code, name: body.name }).returning();
      await logAction(tx, req, { type: 'create', title: `Category ${body.code}`, entity: 'category', entityId: created!.id, newData: plain(created!) });
      return created!.id;
    }
    const [old] = await tx.select().from(categories).where(and(eq(categories.id, body.id), eq(categories.companyId, companyId))).for('update');
    if (!old) throw notFound();
    const [updated] = await tx.update(categories).set({ code: body.code, name: body.name, updatedAt: new Date() }).where(eq(categories.id, old.id)).returning();
    await logAction(tx, req, { type: 'update', title: `Category ${body.code}`, entity: 'category', entityId: old.id, oldData: plain(old), newData: plain(updated!) });
    return old.id;
  }), 'code', 'validation.codeExists');
}

/**
 * Creates or updates an item. A new item's level is its parent's level + 1; an existing item keeps
 * its parent (moving a branch is not offered). Codes are unique within the category; checked under
 * a lock on the category row so two saves cannot both take a code.
 */
export async function saveItem(db: Db, req: FastifyRequest, body: CategoryItemSaveBody): Promise<CategoryItem> {
  const companyId = req.company.id;
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
    if (clash) throw taken('code', 'validation.codeExists');
    const values = { code: body.code, name: body.name, order: body.order };
    const [row] = old
      ? await tx.update(categoryItems).set(values).where(eq(categoryItems.id, old.id)).returning()
      : await tx.insert(categoryItems).values({ ...values, categoryId: body.categoryId, parentId, level }).returning();
    const item = toItem(row!);
    await logAction(tx, req, { type: old ? 'update' : 'create', title: `Category item ${body.code}`, entity: 'category-item', entityId: item.id, oldData: old ? toItem(old) : null, newData: item });
    return item;
  });
}
