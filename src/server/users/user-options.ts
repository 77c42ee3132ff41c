import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { UserFormOptions } from '#core/api';
import type { UserBrief } from '#core/api';
import type { Db } from '#server/db/connect';
import { departments, permissionGroups, roles, users } from '#server/db/schema/index';
import { notServiceUser } from './user-query';

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
