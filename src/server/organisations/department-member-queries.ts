import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Member, MemberList, MemberQuery } from '#core/api';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { users } from '#server/db/schema/index';
import { folded, titleContains } from '#server/forms/title-search';
import { type Actor, signedInUser } from '#server/domain/actor';
import { countableUser, memberOf, requireDepartmentInScope } from './policy';

const u = alias(users, 'u');

async function pageOf(db: Db, departmentId: number, where: SQL, query: MemberQuery): Promise<MemberList> {
  const filter = query.search
    ? sql`${where} and (${titleContains(u.name, query.search)} or ${titleContains(u.username, query.search)} or ${titleContains(u.email, query.search)})`
    : where;
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users u where ${filter}`));
  const rows = rowsOf<Member>(await db.execute(sql`
    select u.id, u.username, u.name, u.email, u.status, ud.position, u.department_id as "departmentId", md.name as "departmentName"
    from users u
    left join user_departments ud on ud.user_id = u.id and ud.department_id = ${departmentId}
    left join departments md on md.id = u.department_id
    where ${filter} order by ${folded(u.name)}, u.id
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`));
  return { data: rows, totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** get-users-in-dep / get-users-not-in-dep: live users of the department's company, searchable by name, username or email. */
export async function departmentUsers(db: Db, actor: Actor, departmentId: number, query: MemberQuery, inside: boolean): Promise<MemberList> {
  const companyId = await requireDepartmentInScope(db, signedInUser(actor), departmentId);
  const member = memberOf('u', sql`${departmentId}::int`);
  const where = sql`u.company_id = ${companyId} and ${countableUser('u')} and ${inside ? member : sql`not ${member}`}`;
  return pageOf(db, departmentId, where, query);
}
