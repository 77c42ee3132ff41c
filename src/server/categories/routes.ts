import { categoryCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { categoryOf, itemsOfCategory, listCategories } from './queries';
import { removeCategory } from './commands/remove-category';
import { removeItem } from './commands/remove-item';
import { saveCategory } from './commands/save-category';
import { saveItem } from './commands/save-item';

const tags = ['category'];
const who = 'administrators, system users, CategoryManage';

/** /v1/category: categories of the company and their items in levels (docs/configuration.md). */
export function categoryRoutes(app: ZodApp): void {
  const db = app.db;

  registerCall(app, calls.list, { tags, summary: `Categories by name, paged (${who})` }, async (req) =>
    ok(await listCategories(db, req.actor.company.id, req.query)));

  registerCall(app, calls.get, { tags, summary: `One category (${who})` }, async (req) =>
    ok(await categoryOf(db, req.actor.company.id, req.params.id)));

  registerCall(app, calls.save, { tags, summary: `Create (no id) or update a category; 409 when the code is taken (${who})` }, async (req) =>
    ok(await saveCategory(db, req.actor, req.body)));

  registerCall(app, calls.remove, { tags, summary: `Delete a category with all its items (${who})` }, async (req) =>
    ok(await removeCategory(db, req.actor, req.params.id)));

  registerCall(app, calls.items, { tags, summary: `Items of a category by level, order and name (${who})` }, async (req) =>
    ok(await itemsOfCategory(db, req.actor.company.id, req.params.id)));

  registerCall(app, calls.saveItem, { tags, summary: `Create (no id) or update an item; level = parent level + 1 (${who})` }, async (req) =>
    ok(await saveItem(db, req.actor, req.body)));

  registerCall(app, calls.removeItem, { tags, summary: `Delete an item and every item below it (${who})` }, async (req) =>
    ok(await removeItem(db, req.actor, req.params.id)));
}
