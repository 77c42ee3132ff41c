import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserOrganisation } from '#core/api';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { departments, users } from '#server/db/schema/index';
import { folded, titleContains } from '#server/forms/title-search';
import { countableUser } from './org-scope';

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
const num = (v: number | null) => (v === null ? null : Number(v));

function toUser(r: Raw): UserOrganisation {
  const departments = (typeof r.departments === 'string' ? JSON.parse(r.departments) : r.departments) as UserOrganisation['departments'];
  return {
    ...r, id: Number(r.id), companyId: Number(r.companyId), parentCompanyId: num(r.parentCompanyId), departmentId: num(r.departmentId),
    departmentName: r.departmentId === null ? null : r.departmentName,
    departments: departments.map((d) => ({ id: Number(d.id), name: d.name, position: d.position ?? null })),
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
export async function pageUsers(db: Db, filter: UserFilter, page: number, pageSize: number) {
  const where = conditionOf(filter);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${from} where ${where}`));
  const rows = rowsOf<Raw>(await db.execute(sql`select ${columns} ${from} where ${where}
    order by ${folded(u.name)}, u.id limit ${pageSize} offset ${(page - 1) * pageSize}`));
  return { data: rows.map(toUser), totalData: Number(total?.n ?? 0), page, pageSize };
}

export async function allUsers(db: Db, filter: UserFilter): Promise<UserOrganisation[]> {
  const rows = rowsOf<Raw>(await db.execute(sql`select ${columns} ${from} where ${conditionOf(filter)} order by ${folded(u.name)}, u.id`));
  return rows.map(toUser);
}
