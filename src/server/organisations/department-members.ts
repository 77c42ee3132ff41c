import type { FastifyRequest } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DepartmentUsersBody, Member, MemberList, MemberQuery } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { users } from '#server/db/schema/index';
import { folded, titleContains } from '#server/forms/title-search';
import { logAction } from '#server/logs/action-log';
import { departmentItem } from './department-read';
import { addMemberships, dropMemberships } from './department-membership';
import { countableUser, memberOf, requireDepartmentInScope } from './org-scope';

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
  const data = rows.map((r) => ({ ...r, id: Number(r.id), status: Number(r.status), departmentId: r.departmentId === null ? null : Number(r.departmentId) }));
  return { data, totalData: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** get-users-in-dep / get-users-not-in-dep: live users of the department's company, searchable by name, username or email. */
export async function departmentUsers(db: Db, actor: UserRow, departmentId: number, query: MemberQuery, inside: boolean): Promise<MemberList> {
  const companyId = await requireDepartmentInScope(db, actor, departmentId);
  const member = memberOf('u', sql`${departmentId}::int`);
  const where = sql`u.company_id = ${companyId} and ${countableUser('u')} and ${inside ? member : sql`not ${member}`}`;
  return pageOf(db, departmentId, where, query);
}

/** add-users / remove-users in one transaction with its action-log row; replies the new user count. */
export async function changeMembers(db: Db, req: FastifyRequest, actor: UserRow, departmentId: number, body: DepartmentUsersBody, add: boolean) {
  const companyId = await requireDepartmentInScope(db, actor, departmentId);
  return db.transaction(async (tx) => {
    const changed = add
      ? await addMemberships(tx, departmentId, companyId, body.userIds, body.position || null)
      : await dropMemberships(tx, departmentId, body.userIds);
    await logAction(tx, req, {
      type: 'update', title: add ? 'Users added to department' : 'Users removed from department', entity: 'department-members', entityId: departmentId,
      oldData: add ? null : { userIds: changed }, newData: add ? { userIds: changed, position: body.position || null } : null,
    });
    const item = await departmentItem(tx, departmentId);
    return { departmentId, changed: changed.length, userCount: item.userCount ?? 0 };
  });
}
