import { and, eq, inArray } from 'drizzle-orm';
import {
  categoryIdParamsSchema, categoryItemListSchema, categoryItemSaveBodySchema, categoryItemSchema, categoryListQuerySchema, categoryListSchema,
  categorySaveBodySchema, categorySchema, deletedIdsSchema,
} from '#core/api';
import { successSchema } from '#core/api';
import { api } from '#core/api';
import { requireAdministratorOr } from '#server/auth/require-permission';
import { categories, categoryItems } from '#server/db/schema/index';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import type { ZodApp } from '#server/http/zod-app';
import { logAction } from '#server/logs/action-log';
import { categoryOf, itemOf, itemsOf, listCategories, subtreeOf, toItem } from './category-store';
import { saveCategory, saveItem } from './category-write';

const PERMISSION = 'CategoryManage';
const tags = ['category'];
const who = 'administrators, system users, CategoryManage';
const byId = { params: categoryIdParamsSchema };
const deletedReply = { 200: successSchema(deletedIdsSchema) };

/** /v1/category: categories of the company and their items in levels (docs/configuration.md). */
export function categoryRoutes(app: ZodApp): void {
  const db = app.db;
  const guard = (req: Parameters<typeof requireAdministratorOr>[1]) => requireAdministratorOr(db, req, PERMISSION);

  app.get(api.categoryList, { schema: { tags, summary: `Categories by name, paged (${who})`, querystring: categoryListQuerySchema, response: { 200: successSchema(categoryListSchema) } } }, async (req) => {
    await guard(req);
    return ok(await listCategories(db, req.company.id, req.query));
  });

  app.get('/api/v1/category/:id', { schema: { tags, summary: `One category (${who})`, ...byId, response: { 200: successSchema(categorySchema) } } }, async (req) => {
    await guard(req);
    return ok(await categoryOf(db, req.company.id, req.params.id));
  });

  app.post(api.categorySave, { schema: { tags, summary: `Create (no id) or update a category; 409 when the code is taken (${who})`, body: categorySaveBodySchema, response: { 200: successSchema(categorySchema) } } }, async (req) => {
    await guard(req);
    const id = await saveCategory(db, req, req.body);
    return ok(await categoryOf(db, req.company.id, id));
  });

  app.delete('/api/v1/category/:id', { schema: { tags, summary: `Delete a category with all its items (${who})`, ...byId, response: deletedReply } }, async (req) => {
    await guard(req);
    const category = await categoryOf(db, req.company.id, req.params.id);
    const items = await itemsOf(db, category.id);
    await db.transaction(async (tx) => {
      const gone = await tx.delete(categories).where(and(eq(categories.id, category.id), eq(categories.companyId, req.company.id))).returning({ id: categories.id });
      if (gone.length === 0) throw notFound();
      await logAction(tx, req, { type: 'delete', title: `Category ${category.code}`, entity: 'category', entityId: category.id, oldData: { category, items } });
    });
    return ok({ ids: [category.id] });
  });

  app.get('/api/v1/category/:id/item/list', { schema: { tags, summary: `Items of a category by level, order and name (${who})`, ...byId, response: { 200: successSchema(categoryItemListSchema) } } }, async (req) => {
    await guard(req);
    const category = await categoryOf(db, req.company.id, req.params.id);
    return ok(await itemsOf(db, category.id));
  });

  app.post(api.categoryItemSave, { schema: { tags, summary: `Create (no id) or update an item; level = parent level + 1 (${who})`, body: categoryItemSaveBodySchema, response: { 200: successSchema(categoryItemSchema) } } }, async (req) => {
    await guard(req);
    return ok(await saveItem(db, req, req.body));
  });

  app.delete('/api/v1/category/item/:id', { schema: { tags, summary: `Delete an item and every item below it (${who})`, ...byId, response: deletedReply } }, async (req) => {
    await guard(req);
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
