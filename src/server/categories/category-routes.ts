import { and, eq, inArray } from 'drizzle-orm';
import { categoryCalls as calls } from '#core/api';
import { categories, categoryItems } from '#server/db/schema/index';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { logAction } from '#server/logs/action-log';
import { categoryOf, itemOf, itemsOf, listCategories, subtreeOf, toItem } from './category-store';
import { saveCategory, saveItem } from './category-write';

const tags = ['category'];
const who = 'administrators, system users, CategoryManage';

/** /v1/category: categories of the company and their items in levels (docs/configuration.md). */
export function categoryRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.list, { tags, summary: `Categories by name, paged (${who})` }, async (req) =>
    ok(await listCategories(db, req.company.id, req.query)));

  registerCall(app, calls.get, { tags, summary: `One category (${who})` }, async (req) =>
    ok(await categoryOf(db, req.company.id, req.params.id)));

  registerCall(app, calls.save, { tags, summary: `Create (no id) or update a category; 409 when the code is taken (${who})` }, async (req) => {
    const id = await saveCategory(db, req, req.body);
    return ok(await categoryOf(db, req.company.id, id));
  });

  registerCall(app, calls.remove, { tags, summary: `Delete a category with all its items (${who})` }, async (req) => {
    const category = await categoryOf(db, req.company.id, req.params.id);
    const items = await itemsOf(db, category.id);
    await db.transaction(async (tx) => {
      const gone = await tx.delete(categories).where(and(eq(categories.id, category.id), eq(categories.companyId, req.company.id))).returning({ id: categories.id });
      if (gone.length === 0) throw notFound();
      await logAction(tx, req, { type: 'delete', title: `Category ${category.code}`, entity: 'category', entityId: category.id, oldData: { category, items } });
    });
    return ok({ ids: [category.id] });
  });

  registerCall(app, calls.items, { tags, summary: `Items of a category by level, order and name (${who})` }, async (req) => {
    const category = await categoryOf(db, req.company.id, req.params.id);
    return ok(await itemsOf(db, category.id));
  });

  registerCall(app, calls.saveItem, { tags, summary: `Create (no id) or update an item; level = parent level + 1 (${who})` }, async (req) =>
    ok(await saveItem(db, req, req.body)));

  registerCall(app, calls.removeItem, { tags, summary: `Delete an item and every item below it (${who})` }, async (req) => {
    const ids = await db.transaction(async (tx) => {
      const item = await itemOf(tx, req.company.id, req.params.id);
      const subtree = await subtreeOf(tx, item);
      const removed = subtree.map((r) => r.id);
      await tx.delete(categoryItems).where(inArray(categoryItems.id, removed));
      await logAction(tx, req, { type: 'delete', title: `Category item ${item.code}`, entity: 'category-item', entityId: item.id, oldData: subtree.map(toItem) });
      return removed;
    });
    return ok({ ids });
  });
}
