import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import type { departments } from '#server/db/schema/index';
import { countableUser } from './policy';
import { invalidField } from '#server/domain/domain-error';

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}::int`), sql`, `);

/**
 * Membership is kept in both places (docs/organisations.md): a user_departments row for every
 * department, and users.department_id naming the main one. Removing a user from their main
 * department makes their next remaining department the main one (lowest id), or none.
 */
export async function dropMemberships(tx: Db, departmentId: number, userIds: readonly number[] | null): Promise<number[]> {
  const only = (column: SQL) => (userIds === null ? sql`true` : sql`${column} in (${idList(userIds)})`);
  const members = rowsOf<{ id: number }>(await tx.execute(sql`
    select u.id from users u where ${only(sql`u.id`)} and (u.department_id = ${departmentId}
      or exists (select 1 from user_departments ud where ud.user_id = u.id and ud.department_id = ${departmentId}))
    order by u.id`)).map((r) => r.id);
  if (members.length === 0) return [];
  await tx.execute(sql`delete from user_departments where department_id = ${departmentId} and ${only(sql`user_id`)}`);
  await tx.execute(sql`update users set department_id = (
      select ud.department_id from user_departments ud join departments d on d.id = ud.department_id
      where ud.user_id = users.id and d.deleted_at is null order by ud.department_id limit 1),
      updated_at = now()
    where department_id = ${departmentId} and id in (${idList(members)})`);
  return members;
}

/** Adds users of the department's company (live, not service accounts); returns those who were not members yet. */
export async function addMemberships(tx: Db, departmentId: number, companyId: number, userIds: readonly number[], position: string | null): Promise<number[]> {
  const unique = [...new Set(userIds)];
  const known = rowsOf<{ id: number; isMember: boolean }>(await tx.execute(sql`
    select u.id, (u.department_id = ${departmentId}
      or exists (select 1 from user_departments ud where ud.user_id = u.id and ud.department_id = ${departmentId})) as "isMember"
    from users u where u.company_id = ${companyId} and ${countableUser('u')} and u.id in (${idList(unique)})`));
  if (known.length !== unique.length) throw invalidField('userIds', 'validation.userNotInCompany');
  await tx.execute(sql`insert into user_departments (user_id, department_id, position)
    select id, ${departmentId}::int, ${position}::text from users where id in (${idList(unique)})
    on conflict (user_id, department_id) do update set position = coalesce(excluded.position, user_departments.position)`);
  await tx.execute(sql`update users set department_id = ${departmentId}, updated_at = now()
    where id in (${idList(unique)}) and department_id is null`);
  return known.filter((k) => !k.isMember).map((k) => k.id).sort((a, b) => a - b);
}

/** A department's fields as the action log keeps them. */
export const departmentSnapshot = (row: typeof departments.$inferSelect) =>
  ({ name: row.name, code: row.code, type: row.type, level: row.level, parentId: row.parentId, companyId: row.companyId });
