import { type SQL, sql } from 'drizzle-orm';
import type { CompanyDetail, CompanyItem, CompanyList, ListCompaniesQuery } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { notFound } from '#server/http/api-error';
import { countableUser, scopeIds } from './org-scope';
import { alias } from 'drizzle-orm/pg-core';
import { companies } from '#server/db/schema/index';
import { folded, titleContains } from '#server/forms/title-search';

type Actor = Pick<UserRow, 'isSystem' | 'companyId'>;
const c = alias(companies, 'c');

const itemColumns = sql`c.id, c.name, c.code, c.type, c.parent_id as "parentId", p.name as "parentName",
  (select count(*) from companies k where k.parent_id = c.id and k.deleted_at is null)::int as "childCount",
  (select count(*) from users u where u.company_id = c.id and ${countableUser('u')})::int as "userCount",
  (select count(*) from departments d where d.company_id = c.id and d.deleted_at is null)::int as "departmentCount"`;

function whereOf(actor: Actor, filters: (SQL | undefined)[]): SQL {
  const all = [sql`c.deleted_at is null`, sql`c.id in (${scopeIds(actor)})`, ...filters.filter((f): f is SQL => f !== undefined)];
  return sql.join(all, sql` and `);
}

const toItem = (r: CompanyItem): CompanyItem => ({ ...r, id: Number(r.id), parentId: r.parentId === null ? null : Number(r.parentId) });

async function selectItems(db: Db, where: SQL, tail: SQL = sql``): Promise<CompanyItem[]> {
  const rows = await db.execute(sql`select ${itemColumns} from companies c left join companies p on p.id = c.parent_id
    where ${where} order by ${folded(c.name)}, c.id ${tail}`);
  return rowsOf<CompanyItem>(rows).map(toItem);
}

/** list-all: every company the actor manages, by name (the page builds the tree from parentId). */
export function listAllCompanies(db: Db, actor: Actor): Promise<CompanyItem[]> {
  return selectItems(db, whereOf(actor, []));
}

/** list: text (name or code, case and accents ignored), type and parent filters, paged. */
export async function listCompanies(db: Db, actor: Actor, query: ListCompaniesQuery): Promise<CompanyList> {
  const where = whereOf(actor, [
    query.search ? sql`(${titleContains(c.name, query.search)} or ${titleContains(c.code, query.search)})` : undefined,
    query.type === undefined ? undefined : sql`c.type = ${query.type}`,
    query.parentId === undefined ? undefined : sql`c.parent_id = ${query.parentId}`,
  ]);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from companies c where ${where}`));
  const data = await selectItems(db, where, sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  return { data, totalData: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** {id}/list-childs: the direct children of a company in scope. */
export function listChildCompanies(db: Db, actor: Actor, id: number): Promise<CompanyItem[]> {
  return selectItems(db, whereOf(actor, [sql`c.parent_id = ${id}`]));
}

export async function companyItem(db: Db, actor: Actor, id: number): Promise<CompanyItem> {
  const [item] = await selectItems(db, whereOf(actor, [sql`c.id = ${id}`]));
  if (!item) throw notFound();
  return item;
}

/** The functions a company may use; empty = the whole catalogue. */
export async function companyFunctionIds(db: Db, companyId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select permission_id as id from company_permissions where company_id = ${companyId} order by permission_id`));
  return rows.map((r) => Number(r.id));
}

export async function companyDetail(db: Db, actor: Actor, id: number): Promise<CompanyDetail> {
  const item = await companyItem(db, actor, id);
  return { ...item, permissionIds: await companyFunctionIds(db, id) };
}
