import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserOrganisation, UserWithDepartmentQuery } from '#core/api';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { departments, users } from '#server/db/schema/index';
import { folded, titleContains } from '#server/forms/title-search';
import { type Actor, signedInUser } from '#server/domain/actor';
import { companyInScope, countableUser, memberOf, requireCompanyInScope, requireDepartmentInScope, scopeIds, subtreeIds } from './policy';

const u = alias(users, 'u');
const d = alias(departments, 'd');

const columns = sql`u.id, u.username, u.name, u.email, u.company_id as "companyId", c.name as "companyName",
  c.parent_id as "parentCompanyId", pc.name as "parentCompanyName", u.department_id as "departmentId", md.name as "departmentName",
  coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name, 'position', ud.position) order by ${folded(d.name)}, d.id)
    from departments d left join user_departments ud on ud.department_id = d.id and ud.user_id = u.id
    where d.deleted_at is null and (ud.user_id is not null or d.id = u.department_id)), '[]'::json) as departments`;

const from = sql`from users u join companies c on c.id = u.company_id left join companies pc on pc.id = c.parent_id
  left join departments md on md.id = u.department_id and md.deleted_at is null`;

type Raw = Omit<UserOrganisation, 'departments'> & { departments: unknown };

function toUser(r: Raw): UserOrganisation {
  const departments = (typeof r.departments === 'string' ? JSON.parse(r.departments) : r.departments) as UserOrganisation['departments'];
  return {
    ...r, departmentName: r.departmentId === null ? null : r.departmentName,
    departments: departments.map((d) => ({ id: d.id, name: d.name, position: d.position ?? null })),
  };
}

export interface UserFilter {
  /** a SQL condition on `u` (and `c`) */
  where: SQL;
  search?: string | undefined;
}

function conditionOf(filter: UserFilter): SQL {
  const text = filter.search
    ? sql` and (${titleContains(u.name, filter.search)} or ${titleContains(u.username, filter.search)} or ${titleContains(u.email, filter.search)})`
    : sql``;
  return sql`${countableUser('u')} and ${filter.where}${text}`;
}

/** Live users (service accounts left out) matching the filter, by name, paged. */
async function pageUsers(db: Db, filter: UserFilter, page: number, pageSize: number) {
  const where = conditionOf(filter);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${from} where ${where}`));
  const rows = rowsOf<Raw>(await db.execute(sql`select ${columns} ${from} where ${where}
    order by ${folded(u.name)}, u.id limit ${pageSize} offset ${(page - 1) * pageSize}`));
  return { data: rows.map(toUser), totalData: total?.n ?? 0, page, pageSize };
}

export async function allUsers(db: Db, filter: UserFilter): Promise<UserOrganisation[]> {
  const rows = rowsOf<Raw>(await db.execute(sql`select ${columns} ${from} where ${conditionOf(filter)} order by ${folded(u.name)}, u.id`));
  return rows.map(toUser);
}

type UserPage = Awaited<ReturnType<typeof pageUsers>>;
type UsersQuery = Omit<UserWithDepartmentQuery, 'departmentId'>;

/** users-of-company: users of a company in scope (the request's by default). */
export async function usersOfCompany(db: Db, actor: Actor, query: UsersQuery): Promise<UserPage> {
  const companyId = await companyInScope(db, actor, query.companyId);
  return pageUsers(db, { where: sql`u.company_id = ${companyId}`, search: query.search }, query.page, query.pageSize);
}

/** user-with-department: as users-of-company, or the members of one department when departmentId is given. */
export async function usersWithDepartment(db: Db, actor: Actor, query: UserWithDepartmentQuery): Promise<UserPage> {
  const { departmentId, search, page, pageSize } = query;
  if (departmentId === undefined) return usersOfCompany(db, actor, query);
  const companyId = await requireDepartmentInScope(db, signedInUser(actor), departmentId);
  return pageUsers(db, { where: sql`u.company_id = ${companyId} and ${memberOf('u', sql`${departmentId}::int`)}`, search }, page, pageSize);
}

/** user-with-departments: users of a company in scope who belong to at least one department. */
export async function usersInSomeDepartment(db: Db, actor: Actor, query: UsersQuery): Promise<UserPage> {
  const companyId = await companyInScope(db, actor, query.companyId);
  const inSome = sql`(u.department_id is not null or exists (select 1 from user_departments ud where ud.user_id = u.id))`;
  return pageUsers(db, { where: sql`u.company_id = ${companyId} and ${inSome}`, search: query.search }, query.page, query.pageSize);
}

/** user-with-parent-company: users of every company in scope, or of companyId and its sub-companies. */
export async function usersWithParentCompany(db: Db, actor: Actor, query: UsersQuery): Promise<UserPage> {
  const user = signedInUser(actor);
  const companies = query.companyId === undefined ? scopeIds(user) : subtreeIds(await requireCompanyInScope(db, user, query.companyId));
  return pageUsers(db, { where: sql`u.company_id in (${companies})`, search: query.search }, query.page, query.pageSize);
}

/** get_with_position_by_ids: the users of these ids in the actor's scope; others are left out. */
export function usersByIds(db: Db, actor: Actor, userIds: readonly number[]): Promise<UserOrganisation[]> {
  const ids = sql.join(userIds.map((id) => sql`${id}::int`), sql`, `);
  return allUsers(db, { where: sql`u.id in (${ids}) and u.company_id in (${scopeIds(signedInUser(actor))})` });
}
