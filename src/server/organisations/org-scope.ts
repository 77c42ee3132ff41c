import { type SQL, sql } from 'drizzle-orm';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { notFound } from '#server/http/api-error';

type Actor = Pick<UserRow, 'isSystem' | 'companyId'>;

/**
 * The ids of the companies the actor manages, as a subquery: every live company for a system
 * user, else the actor's own company and its descendants.
 */
export function scopeIds(actor: Actor): SQL {
  if (actor.isSystem) return sql`select id from companies where deleted_at is null`;
  return sql`with recursive scope(id) as (
      select id from companies where id = ${actor.companyId} and deleted_at is null
      union
      select c.id from companies c join scope s on c.parent_id = s.id where c.deleted_at is null
    ) select id from scope`;
}

/** A company and all its live descendants (itself included). */
export function subtreeIds(companyId: number): SQL {
  return sql`with recursive tree(id) as (
      select id from companies where id = ${companyId} and deleted_at is null
      union
      select c.id from companies c join tree t on c.parent_id = t.id where c.deleted_at is null
    ) select id from tree`;
}

export async function inScope(db: Db, actor: Actor, companyIds: readonly number[]): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const list = sql.join(companyIds.map((id) => sql`${id}::int`), sql`, `);
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from companies where id in (${list}) and id in (${scopeIds(actor)})`));
  return new Set(rows.map((r) => Number(r.id)));
}

/** The company if the actor manages it; another company, a deleted or an unknown one: 404 (existence must not leak). */
export async function requireCompanyInScope(db: Db, actor: Actor, companyId: number): Promise<number> {
  const found = await inScope(db, actor, [companyId]);
  if (!found.has(companyId)) throw notFound();
  return companyId;
}

/** Users counted as members: not deleted, not an integration account's service user. */
export const countableUser = (alias: string): SQL => sql.raw(
  `${alias}.status <> 2 and ${alias}.deleted_at is null and not exists (select 1 from integrate_users iu where iu.user_id = ${alias}.id)`,
);

/** Membership of department `dep` (an SQL expression): a user_departments row or the user's main department. */
export const memberOf = (alias: string, dep: SQL): SQL => sql`(coalesce(${sql.raw(alias)}.department_id = ${dep}, false)
  or exists (select 1 from user_departments ud where ud.user_id = ${sql.raw(alias)}.id and ud.department_id = ${dep}))`;

/** The company of a live department the actor manages; unknown, deleted or out of scope: 404. */
export async function requireDepartmentInScope(db: Db, actor: Actor, departmentId: number): Promise<number> {
  const [row] = rowsOf<{ companyId: number }>(await db.execute(
    sql`select company_id as "companyId" from departments where id = ${departmentId} and deleted_at is null`,
  ));
  if (!row) throw notFound();
  return requireCompanyInScope(db, actor, Number(row.companyId));
}
