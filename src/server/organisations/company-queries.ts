import { type SQL, sql } from 'drizzle-orm';
import { asc, eq } from 'drizzle-orm';
import type { CompanyDetail, CompanyItem, CompanyList, FunctionItem, ListCompaniesQuery } from '#core/api';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { type Actor, signedInUser } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { companyFunctionIds, countableUser, requireCompanyInScope, type ScopeHolder, scopeIds } from './policy';
import { alias } from 'drizzle-orm/pg-core';
import { companies, permissionGroups, permissions } from '#server/db/schema/index';
import { folded, titleContains } from '#server/forms/title-search';
const c = alias(companies, 'c');

const itemColumns = sql`c.id, c.name, c.code, c.type, c.parent_id as "parentId", p.name as "parentName",
  (select count(*) from companies k where k.parent_id = c.id and k.deleted_at is null)::int as "childCount",
  (select count(*) from users u where u.company_id = c.id and ${countableUser('u')})::int as "userCount",
  (select count(*) from departments d where d.company_id = c.id and d.deleted_at is null)::int as "departmentCount"`;

function whereOf(actor: ScopeHolder, filters: (SQL | undefined)[]): SQL {
  const all = [sql`c.deleted_at is null`, sql`c.id in (${scopeIds(actor)})`, ...filters.filter((f): f is SQL => f !== undefined)];
  return sql.join(all, sql` and `);
}


async function selectItems(db: Db, where: SQL, tail: SQL = sql``): Promise<CompanyItem[]> {
  const rows = await db.execute(sql`select ${itemColumns} from companies c left join companies p on p.id = c.parent_id
    where ${where} order by ${folded(c.name)}, c.id ${tail}`);
  return rowsOf<CompanyItem>(rows);
}

/** list-all: every company the actor manages, by name (the page builds the tree from parentId). */
export function listAllCompanies(db: Db, actor: Actor): Promise<CompanyItem[]> {
  return selectItems(db, whereOf(signedInUser(actor), []));
}

/** list: text (name or code, case and accents ignored), type and parent filters, paged. */
export async function listCompanies(db: Db, actor: Actor, query: ListCompaniesQuery): Promise<CompanyList> {
  const where = whereOf(signedInUser(actor), [
    query.search ? sql`(${titleContains(c.name, query.search)} or ${titleContains(c.code, query.search)})` : undefined,
    query.type === undefined ? undefined : sql`c.type = ${query.type}`,
    query.parentId === undefined ? undefined : sql`c.parent_id = ${query.parentId}`,
  ]);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from companies c where ${where}`));
  const data = await selectItems(db, where, sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  return { data, totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** {id}/list-childs: the direct children of a company in scope. */
export async function listChildCompanies(db: Db, actor: Actor, id: number): Promise<CompanyItem[]> {
  const user = signedInUser(actor);
  await requireCompanyInScope(db, user, id);
  return selectItems(db, whereOf(user, [sql`c.parent_id = ${id}`]));
}

export async function companyItem(db: Db, actor: ScopeHolder, id: number): Promise<CompanyItem> {
  const [item] = await selectItems(db, whereOf(actor, [sql`c.id = ${id}`]));
  if (!item) throw notFound();
  return item;
}

export async function companyDetail(db: Db, actor: Actor, id: number): Promise<CompanyDetail> {
  const item = await companyItem(db, signedInUser(actor), id);
  return { ...item, permissionIds: await companyFunctionIds(db, id) };
}

/** function-catalogue: what the actor may hand out: the whole catalogue, or their own company's functions when it is limited. */
export async function functionCatalogue(db: Db, actor: Actor): Promise<FunctionItem[]> {
  const user = signedInUser(actor);
  const rows = await db.select({ id: permissions.id, code: permissions.code, name: permissions.name, groupId: permissionGroups.id, groupName: permissionGroups.name })
    .from(permissions).leftJoin(permissionGroups, eq(permissionGroups.id, permissions.groupId))
    .orderBy(asc(permissionGroups.order), asc(permissionGroups.id), asc(permissions.id));
  if (user.isSystem) return rows;
  const own = new Set(await companyFunctionIds(db, user.companyId));
  return own.size === 0 ? rows : rows.filter((r) => own.has(r.id));
}
