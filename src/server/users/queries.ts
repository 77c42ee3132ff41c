import { type SQL, and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListUsersQuery, UserBrief, UserFormOptions, UserItem, UserList } from '#core/api';
import { allOf } from '#server/db/all-of';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { departments, permissionGroups, roles, userDepartments, userRoles, users } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { titleContains } from '#server/forms/title-search';

const manager = alias(users, 'manager');

/** Integration accounts' service users are managed through /v1/IntegrateUser, never as people. */
export const notServiceUser = sql`not exists (select 1 from integrate_users iu where iu.user_id = ${users.id})`;

/** A person of the company (any status), or a 404. */
export function personOf(companyId: number, id: number): SQL {
  return allOf(eq(users.id, id), eq(users.companyId, companyId), notServiceUser);
}

function selectUsers(db: Db) {
  return db.select({
    user: users, departmentName: departments.name, permissionGroupName: permissionGroups.name,
    managerName: manager.name, managerUsername: manager.username,
  }).from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(permissionGroups, eq(permissionGroups.id, users.permissionGroupId))
    .leftJoin(manager, eq(manager.id, users.managerId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectUsers>['where']>>[number];

async function roleIdsOf(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (ids.length === 0) return map;
  const rows = await db.select().from(userRoles).where(inArray(userRoles.userId, ids)).orderBy(asc(userRoles.roleId));
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.roleId]);
  return map;
}

/** isSystem is part of the item only for a system viewer (SPEC 3: visible only to system users). */
async function toItems(db: Db, rows: Row[], viewerIsSystem: boolean): Promise<UserItem[]> {
  const roles = await roleIdsOf(db, rows.map((r) => r.user.id));
  return rows.map(({ user: u, ...r }) => ({
    id: u.id, username: u.username, name: u.name, email: u.email, phone: u.phone,
    status: u.status as UserItem['status'], emailIdentificationLevel: u.emailIdentificationLevel as UserItem['emailIdentificationLevel'],
    role: u.role as UserItem['role'], departmentId: u.departmentId, departmentName: r.departmentName,
    permissionGroupId: u.permissionGroupId, permissionGroupName: r.permissionGroupName,
    managerId: u.managerId, managerName: r.managerName || r.managerUsername,
    roleIds: roles.get(u.id) ?? [],
    ...(viewerIsSystem ? { isSystem: u.isSystem } : {}),
    createdAt: u.createdAt.toISOString(), updatedAt: u.updatedAt.toISOString(),
  }));
}

function filtersOf(companyId: number, query: ListUsersQuery, scope: SQL | undefined): SQL | undefined {
  const department = query.departmentId;
  return and(
    eq(users.companyId, companyId), notServiceUser, scope,
    query.status === undefined ? ne(users.status, 2) : eq(users.status, query.status),
    query.role === undefined ? undefined : eq(users.role, query.role),
    department === undefined ? undefined : or(eq(users.departmentId, department),
      sql`exists (select 1 from ${userDepartments} ud where ud.user_id = ${users.id} and ud.department_id = ${department})`),
    query.search ? or(titleContains(users.username, query.search), titleContains(users.name, query.search),
      titleContains(users.email, query.search), titleContains(users.phone, query.search)) : undefined,
  );
}

/** One page of the company's users (scope narrows it, e.g. to a manager's users), by name. */
export async function listUsers(db: Db, companyId: number, query: ListUsersQuery, viewerIsSystem: boolean, scope?: SQL): Promise<UserList> {
  const where = filtersOf(companyId, query, scope);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await selectUsers(db).where(where).orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return { data: await toItems(db, rows, viewerIsSystem), totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** One user as the edit form shows it, or a 404. */
export async function findUserItem(db: Db, where: SQL, viewerIsSystem: boolean): Promise<UserItem> {
  const rows = await selectUsers(db).where(where).limit(1);
  if (rows.length === 0) throw notFound();
  return oneRow(await toItems(db, rows, viewerIsSystem), 'user item');

}

/** The user row (for updates), or a 404. */
export async function findUserRow(db: Db, where: SQL) {
  const [row] = await db.select().from(users).where(where).limit(1);
  if (!row) throw notFound();
  return row;
}

/** list-all: the company's people who are not deleted, by name. */
export async function listAllUsers(db: Db, companyId: number): Promise<{ data: UserBrief[]; totalData: number }> {
  const rows = await db.select({ id: users.id, username: users.username, name: users.name, email: users.email, status: users.status })
    .from(users).where(and(eq(users.companyId, companyId), ne(users.status, 2), notServiceUser))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  const data = rows.map((r) => ({ ...r, status: r.status as UserBrief['status'] }));
  return { data, totalData: data.length };
}

/** form-options: departments, permission groups, roles and possible managers in one reply. */
export async function userFormOptions(db: Db, companyId: number): Promise<UserFormOptions> {
  const [deps, groups, roleRows, people] = await Promise.all([
    db.select({ id: departments.id, name: departments.name, parentId: departments.parentId }).from(departments)
      .where(and(eq(departments.companyId, companyId), isNull(departments.deletedAt))).orderBy(asc(departments.name)),
    db.select({ id: permissionGroups.id, name: permissionGroups.name, parentId: permissionGroups.parentId }).from(permissionGroups)
      .orderBy(asc(permissionGroups.order), asc(permissionGroups.id)),
    db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.companyId, companyId)).orderBy(asc(roles.name)),
    listAllUsers(db, companyId),
  ]);
  return { departments: deps, permissionGroups: groups, roles: roleRows, users: people.data.map((u) => ({ id: u.id, name: u.name || u.username })) };
}

/** list: one page of the company's users as the signed-in viewer sees them. */
export const listUsersFor = (db: Db, actor: Actor, query: ListUsersQuery): Promise<UserList> =>
  listUsers(db, actor.company.id, query, signedInUser(actor).isSystem);

/** get: one user of the company with every field the signed-in viewer may see, or a 404. */
export const userItemFor = (db: Db, actor: Actor, id: number): Promise<UserItem> =>
  findUserItem(db, personOf(actor.company.id, id), signedInUser(actor).isSystem);
