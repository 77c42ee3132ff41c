import { type SQL, sql } from 'drizzle-orm';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { type Actor, signedInUser } from '#server/domain/actor';
import { forbidden, notFound } from '#server/domain/domain-error';

/** Whose scope: a system user manages every company, another user their own company and its descendants. */
export type ScopeHolder = Pick<UserRow, 'isSystem' | 'companyId'>;

/**
 * The ids of the companies the actor manages, as a subquery: every live company for a system
 * user, else the actor's own company and its descendants.
 */
export function scopeIds(actor: ScopeHolder): SQL {
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

export async function inScope(db: Db, actor: ScopeHolder, companyIds: readonly number[]): Promise<Set<number>> {
  if (companyIds.length === 0) return new Set();
  const list = sql.join(companyIds.map((id) => sql`${id}::int`), sql`, `);
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from companies where id in (${list}) and id in (${scopeIds(actor)})`));
  return new Set(rows.map((r) => r.id));
}

/** The company if the actor manages it; another company, a deleted or an unknown one: 404 (existence must not leak). */
export async function requireCompanyInScope(db: Db, actor: ScopeHolder, companyId: number): Promise<number> {
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
export async function requireDepartmentInScope(db: Db, actor: ScopeHolder, departmentId: number): Promise<number> {
  const [row] = rowsOf<{ companyId: number }>(await db.execute(
    sql`select company_id as "companyId" from departments where id = ${departmentId} and deleted_at is null`,
  ));
  if (!row) throw notFound();
  return requireCompanyInScope(db, actor, row.companyId);
}

/** The company asked for (the request's company when none is named), once the signed-in user manages it. */
export function companyInScope(db: Db, actor: Actor, companyId: number | undefined): Promise<number> {
  return requireCompanyInScope(db, signedInUser(actor), companyId ?? actor.company.id);
}

/**
 * Functions are handed down: a non-system user changes only companies below their own, and only
 * within what their own company may use (a limited company cannot lift the limit of another).
 */
export async function checkFunctionGrant(db: Db, actor: Actor, targets: readonly number[], ids: readonly number[]): Promise<void> {
  const user = signedInUser(actor);
  const found = await inScope(db, user, targets);
  if (targets.some((id) => !found.has(id))) throw notFound();
  if (user.isSystem) return;
  if (targets.some((id) => id === user.companyId || id === actor.company.id)) throw forbidden('error.ownCompanyFunctions');
  const own = await companyFunctionIds(db, user.companyId);
  if (own.length === 0) return;
  const allowed = new Set(own);
  if (ids.length === 0 || ids.some((id) => !allowed.has(id))) throw forbidden('error.functionsBeyondOwn');
}

/** The functions a company may use; empty = the whole catalogue. */
export async function companyFunctionIds(db: Db, companyId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select permission_id as id from company_permissions where company_id = ${companyId} order by permission_id`));
  return rows.map((r) => r.id);
}
