import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Category, CategoryItem, CategoryList } from '#core/api';
import { selfAndBelow } from '#core/tree';
import type { Db } from '#server/db/connect';
import { categories, categoryItems } from '#server/db/schema/index';
import { titleContains } from '#server/forms/title-search';
import { notFound } from '#server/domain/domain-error';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryItemRow = typeof categoryItems.$inferSelect;

// written out in full: drizzle leaves column names unqualified inside a subquery, and "id" would mean the item's
const itemCount = sql<number>`(select count(*) from category_items ci where ci.category_id = categories.id)`.mapWith(Number);
const columns = { id: categories.id, code: categories.code, name: categories.name, updatedAt: categories.updatedAt, itemCount };

const toCategory = (r: { id: number; code: string; name: string; updatedAt: Date; itemCount: number }): Category =>
  ({ id: r.id, code: r.code, name: r.name, itemCount: r.itemCount, updatedAt: r.updatedAt.toISOString() });

export const toItem = (r: CategoryItemRow): CategoryItem =>
  ({ id: r.id, categoryId: r.categoryId, parentId: r.parentId, level: r.level, code: r.code, name: r.name, order: r.order });

export async function listCategories(db: Db, companyId: number, query: { search?: string | undefined; page: number; pageSize: number }): Promise<CategoryList> {
  const search = query.search?.trim();
  const where = and(eq(categories.companyId, companyId), search ? or(titleContains(categories.code, search), titleContains(categories.name, search)) : undefined);
  const [total] = await db.select({ n: count() }).from(categories).where(where);
  const rows = await db.select(columns).from(categories).where(where).orderBy(asc(categories.name), asc(categories.id))
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return { data: rows.map(toCategory), totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The company's category, else 404 (another company's category does not exist for it). */
export async function categoryOf(db: Db, companyId: number, id: number): Promise<Category> {
  const [row] = await db.select(columns).from(categories).where(and(eq(categories.id, id), eq(categories.companyId, companyId)));
  if (!row) throw notFound();
  return toCategory(row);
}

/** Items by level, then order and name: parents always come before their children. */
export async function itemsOf(db: Db, categoryId: number): Promise<CategoryItem[]> {
  const rows = await db.select().from(categoryItems).where(eq(categoryItems.categoryId, categoryId))
    .orderBy(asc(categoryItems.level), asc(categoryItems.order), asc(categoryItems.name), asc(categoryItems.id));
  return rows.map(toItem);
}

/** The items of a category of the company, else 404. */
export async function itemsOfCategory(db: Db, companyId: number, categoryId: number): Promise<CategoryItem[]> {
  const category = await categoryOf(db, companyId, categoryId);
  return itemsOf(db, category.id);
}

/** An item of a category of the company, else 404. */
export async function itemOf(db: Db, companyId: number, id: number): Promise<CategoryItemRow> {
  const [row] = await db.select({ item: categoryItems }).from(categoryItems)
    .innerJoin(categories, eq(categories.id, categoryItems.categoryId))
    .where(and(eq(categoryItems.id, id), eq(categories.companyId, companyId)));
  if (!row) throw notFound();
  return row.item;
}

/** The item and every item below it, from the rows of its category. */
export async function subtreeOf(db: Db, item: CategoryItemRow): Promise<CategoryItemRow[]> {
  const rows = await db.select().from(categoryItems).where(eq(categoryItems.categoryId, item.categoryId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const below = [...selfAndBelow(rows, item.id)].slice(1);
  return [item, ...below.flatMap((id) => byId.get(id) ?? [])];
}
