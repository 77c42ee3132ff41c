import { eq, isNull } from 'drizzle-orm';
import type { ListUsersQuery, UserInfo, UserItem, UserList } from '#core/api';
import type { UserRow } from '#server/auth/session';
import { allOf } from '#server/db/all-of';
import type { Db } from '#server/db/connect';
import { departments, users } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { actsAsOwner, holdsPermission } from '#server/forms/form-permissions';
import { USER_MANAGE, signedInPerson } from './policy';
import { findUserItem, listUsers, personOf } from './queries';

/** A user managed by `manager` (users.manager_id), not deleted. */
export const managedBy = (companyId: number, manager: UserRow, id: number) =>
  allOf(personOf(companyId, id), eq(users.managerId, manager.id), isNull(users.deletedAt));


/** Users the signed-in person manages (users.manager_id = me), filtered and paged. */
export function listManagedUsers(db: Db, actor: Actor, query: ListUsersQuery): Promise<UserList> {
  return listUsers(db, actor.company.id, query, false, eq(users.managerId, signedInPerson(actor).id));
}

/** One user the signed-in person manages, else 404. */
export function managedUser(db: Db, actor: Actor, id: number): Promise<UserItem> {
  return findUserItem(db, managedBy(actor.company.id, signedInPerson(actor), id), false);
}

/** info/{id}: oneself, the user's manager, administrators and UserManage holders; anyone else 404. */
export async function userInfo(db: Db, actor: Actor, id: number): Promise<UserInfo> {
  const viewer = signedInPerson(actor);
  const [row] = await db.select({ user: users, departmentName: departments.name }).from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId)).where(personOf(actor.company.id, id));
  if (!row) throw notFound();
  const u = row.user;
  const allowed = u.id === viewer.id || u.managerId === viewer.id || actsAsOwner(viewer) || (await holdsPermission(db, viewer, USER_MANAGE));
  if (!allowed) throw notFound();
  return { id: u.id, username: u.username, name: u.name, email: u.email, phone: u.phone, departmentName: row.departmentName };
}
