import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import type { ListUsersQuery, ManagerSave, Profile, UserInfo, UserItem, UserList } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { departments, users } from '#server/db/schema/index';
import { actsAsOwner, holdsPermission } from '#server/forms/form-permissions';
import { notFound, validationError } from '#server/http/api-error';
import { logAction } from '#server/logs/action-log';
import { USER_MANAGE } from './user-guards';
import { findUserItem, findUserRow, listUsers, personOf } from './user-query';
import { userSnapshot } from './user-snapshot';

const orNull = (value: string) => (value === '' ? null : value);

/** A user managed by `manager` (users.manager_id), not deleted. */
const managedBy = (companyId: number, manager: UserRow, id: number) =>
  and(personOf(companyId, id), eq(users.managerId, manager.id), isNull(users.deletedAt))!;

export function listManagedUsers(db: Db, companyId: number, manager: UserRow, query: ListUsersQuery): Promise<UserList> {
  return listUsers(db, companyId, query, false, eq(users.managerId, manager.id));
}

export function managedUser(db: Db, companyId: number, manager: UserRow, id: number): Promise<UserItem> {
  return findUserItem(db, managedBy(companyId, manager, id), false);
}

/** info/{id}: oneself, the user's manager, administrators and UserManage holders; anyone else 404. */
export async function userInfo(db: Db, companyId: number, viewer: UserRow, id: number): Promise<UserInfo> {
  const [row] = await db.select({ user: users, departmentName: departments.name }).from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId)).where(personOf(companyId, id));
  if (!row) throw notFound();
  const u = row.user;
  const allowed = u.id === viewer.id || u.managerId === viewer.id || actsAsOwner(viewer) || (await holdsPermission(db, viewer, USER_MANAGE));
  if (!allowed) throw notFound();
  return { id: u.id, username: u.username, name: u.name, email: u.email, phone: u.phone, departmentName: row.departmentName };
}

async function updateWithLog(db: Db, req: FastifyRequest, before: UserRow, set: Partial<UserRow>, title: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ ...set, updatedAt: new Date() }).where(eq(users.id, before.id));
    await logAction(tx, req, { type: 'update', title, entity: 'user', entityId: before.id, oldData: userSnapshot(before), newData: userSnapshot({ ...before, ...set }) });
  });
}

/** info/save: my name, email and phone. */
export async function saveProfile(db: Db, req: FastifyRequest, me: UserRow, body: Profile): Promise<UserInfo> {
  await updateWithLog(db, req, me, { name: body.name, email: orNull(body.email), phone: orNull(body.phone) }, 'Profile updated');
  return userInfo(db, req.company.id, me, me.id);
}

/** manager-save: contact fields, status (active/locked), email level and department of a managed user. */
export async function managerSave(db: Db, req: FastifyRequest, manager: UserRow, body: ManagerSave): Promise<UserItem> {
  const companyId = req.company.id;
  const before = await findUserRow(db, managedBy(companyId, manager, body.id));
  if (body.departmentId !== null) {
    const [d] = await db.select({ id: departments.id }).from(departments)
      .where(and(eq(departments.id, body.departmentId), eq(departments.companyId, companyId), isNull(departments.deletedAt)));
    if (!d) throw validationError([{ field: 'departmentId', key: 'validation.unknownOption' }]);
  }
  const status = body.status === 0 ? UserStatus.Disable : UserStatus.Active;
  await updateWithLog(db, req, before, {
    name: body.name, email: orNull(body.email), phone: orNull(body.phone), status,
    emailIdentificationLevel: body.emailIdentificationLevel, departmentId: body.departmentId,
  }, 'User updated by their manager');
  return managedUser(db, companyId, manager, body.id);
}
