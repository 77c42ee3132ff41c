import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DepartmentItem, DepartmentList, ListDepartmentsQuery } from '#core/api';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { departments } from '#server/db/schema/index';
import { folded, titleContains } from '#server/forms/title-search';
import { type Actor, signedInUser } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { companyInScope, countableUser, memberOf, requireDepartmentInScope } from './policy';

const d = alias(departments, 'd');

const userCount = sql`(select count(*) from users u where u.company_id = d.company_id and ${countableUser('u')} and ${memberOf('u', sql`d.id`)})::int`;

function columns(withCount: boolean): SQL {
  return sql`d.id, d.company_id as "companyId", d.parent_id as "parentId", p.name as "parentName", d.name, d.code, d.type, d.level,
    ${withCount ? userCount : sql`null::int`} as "userCount"`;
}


async function select(db: Db, where: SQL, withCount: boolean, tail: SQL = sql``): Promise<DepartmentItem[]> {
  const rows = await db.execute(sql`select ${columns(withCount)} from departments d left join departments p on p.id = d.parent_id
    where ${where} order by ${folded(d.name)}, d.id ${tail}`);
  return rowsOf<DepartmentItem>(rows);
}

const live = (companyId: number) => sql`d.deleted_at is null and d.company_id = ${companyId}`;

/** list-all: every live department of the company, by name. */
export function listAllDepartments(db: Db, companyId: number): Promise<DepartmentItem[]> {
  return select(db, live(companyId), false);
}

/** list and list-with-users-count: search in name or code, type, level and parent filters, paged. */
export async function listDepartments(db: Db, companyId: number, query: ListDepartmentsQuery, withCount: boolean): Promise<DepartmentList> {
  const filters = [
    live(companyId),
    query.search ? sql`(${titleContains(d.name, query.search)} or ${titleContains(d.code, query.search)})` : undefined,
    query.type === undefined ? undefined : sql`d.type = ${query.type}`,
    query.level === undefined ? undefined : sql`d.level = ${query.level}`,
    query.parentId === undefined ? undefined : sql`d.parent_id = ${query.parentId}`,
  ].filter((f): f is SQL => f !== undefined);
  const where = sql.join(filters, sql` and `);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from departments d where ${where}`));
  const data = await select(db, where, withCount, sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  return { data, totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A live department by id, with its user count; 404 when unknown (the caller checks the company's scope). */
export async function departmentItem(db: Db, id: number): Promise<DepartmentItem> {
  const [item] = await select(db, sql`d.deleted_at is null and d.id = ${id}`, true);
  if (!item) throw notFound();
  return item;
}

/** list-all of the company asked for (the request's by default), once it is in the actor's scope. */
export async function departmentsOfCompany(db: Db, actor: Actor, companyId: number | undefined): Promise<DepartmentItem[]> {
  return listAllDepartments(db, await companyInScope(db, actor, companyId));
}

/** list / list-with-users-count of the company asked for (the request's by default), once it is in scope. */
export async function departmentPage(db: Db, actor: Actor, query: ListDepartmentsQuery, withCount: boolean): Promise<DepartmentList> {
  return listDepartments(db, await companyInScope(db, actor, query.companyId), query, withCount);
}

/** One department of a company in the actor's scope, else 404. */
export async function departmentOf(db: Db, actor: Actor, id: number): Promise<DepartmentItem> {
  await requireDepartmentInScope(db, signedInUser(actor), id);
  return departmentItem(db, id);
}
