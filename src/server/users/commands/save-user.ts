import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FieldProblem } from '#core/i18n';
import type { SaveUser, UserItem } from '#core/api';
import { UserStatus } from '#core/api';
import { hashPassword } from '#server/auth/password-hash';
import { revokeAllSessions } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { oneRow, present } from '#server/db/one-row';
import { departments, permissionGroups, roles, userDepartments, userRoles, users } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { validationError } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { companyOfSave, guardNotSelf, guardPrivileges, guardTarget } from '../policy';
import { findUserItem, findUserRow, personOf } from '../queries';
import { userSnapshot } from '../user-snapshot';
import { orNull } from './update-user-fields';

/** Department, permission group, roles and manager must be of the company; the username free in it. */
async function referenceProblems(tx: Db, companyId: number, body: SaveUser): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const unknown = (field: string) => problems.push({ field, key: 'validation.unknownOption' });
  const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId),
    sql`lower(${users.username}) = lower(${body.username})`, body.id ? ne(users.id, body.id) : undefined)).limit(1);
  if (taken) problems.push({ field: 'username', key: 'validation.usernameTaken' });
  if (body.departmentId !== null) {
    const [d] = await tx.select({ id: departments.id }).from(departments)
      .where(and(eq(departments.id, body.departmentId), eq(departments.companyId, companyId), isNull(departments.deletedAt)));
    if (!d) unknown('departmentId');
  }
  if (body.permissionGroupId !== null) {
    const [g] = await tx.select({ id: permissionGroups.id }).from(permissionGroups).where(eq(permissionGroups.id, body.permissionGroupId));
    if (!g) unknown('permissionGroupId');
  }
  const roleIds = [...new Set(body.roleIds)];
  if (roleIds.length > 0) {
    const found = await tx.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, roleIds), eq(roles.companyId, companyId)));
    if (found.length !== roleIds.length) unknown('roleIds');
  }
  if (body.managerId !== null) {
    const [m] = await tx.select({ status: users.status }).from(users).where(personOf(companyId, body.managerId));
    if (!m || m.status === UserStatus.Deleted || body.managerId === body.id) unknown('managerId');
  }
  return problems;
}

async function currentRoleIds(tx: Db, userId: number): Promise<number[]> {
  return (await tx.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.id);
}

function columnsOf(body: SaveUser) {
  return {
    username: body.username, name: body.name, email: orNull(body.email), phone: orNull(body.phone), status: body.status,
    emailIdentificationLevel: body.emailIdentificationLevel, role: body.role, departmentId: body.departmentId,
    permissionGroupId: body.permissionGroupId, managerId: body.managerId,
  };
}

async function writeLinks(tx: Db, userId: number, body: SaveUser): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  const roleIds = [...new Set(body.roleIds)];
  if (roleIds.length > 0) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  if (body.departmentId !== null) await tx.insert(userDepartments).values({ userId, departmentId: body.departmentId }).onConflictDoNothing();
}

/**
 * POST save: create (password required) or update, one transaction with its action-log row (in
 * the acting company; naming the user's company when it is another one).
 */
export async function saveUser(db: Db, actor: Actor, body: SaveUser): Promise<UserItem> {
  const me = signedInUser(actor);
  const companyId = await companyOfSave(db, actor, body.companyId);
  const id = await db.transaction(async (tx) => {
    const before = body.id ? await findUserRow(tx, personOf(companyId, body.id)) : null;
    if (before) guardTarget(me, before);
    if (before?.id === me.id && body.status !== UserStatus.Active) guardNotSelf(me, before.id, 'status');
    const beforeRoles = before ? await currentRoleIds(tx, before.id) : [];
    guardPrivileges(me, before ? { ...before, roleIds: beforeRoles } : { role: 1, isSystem: false, permissionGroupId: null, roleIds: [] }, body);
    const problems = await referenceProblems(tx, companyId, body);
    if (problems.length > 0) throw validationError(problems);
    const isSystem = me.isSystem && body.isSystem !== undefined ? body.isSystem : (before?.isSystem ?? false);
    const values = { ...columnsOf(body), isSystem };
    let userId: number;
    if (before) {
      const deletedAt = body.status === UserStatus.Deleted ? (before.deletedAt ?? new Date()) : null;
      await tx.update(users).set({ ...values, deletedAt, updatedAt: new Date() }).where(eq(users.id, before.id));
      userId = before.id;
      if (body.status === UserStatus.Deleted) await revokeAllSessions(tx, userId);
    } else {
      const password = present(body.password, "a new user's password (saveUserBodySchema requires it)");
      userId = oneRow(await tx.insert(users).values({ ...values, companyId, passwordHash: await hashPassword(password) }).returning({ id: users.id }), 'user').id;

    }
    await writeLinks(tx, userId, body);
    await logAction(tx, actor, {
      type: before ? 'update' : 'create', title: before ? 'User updated' : 'User created', entity: 'user', entityId: userId,
      oldData: before ? userSnapshot(before, beforeRoles) : null,
      newData: { ...userSnapshot(values, [...new Set(body.roleIds)]), ...(companyId === actor.company.id ? {} : { companyId }) },
    });
    return userId;
  });
  return findUserItem(db, personOf(companyId, id), me.isSystem);
}
