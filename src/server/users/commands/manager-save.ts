import { and, eq, isNull } from 'drizzle-orm';
import { UserStatus } from '#core/api';
import type { ManagerSave, UserItem } from '#core/api';
import type { Db } from '#server/db/connect';
import { departments } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { validationError } from '#server/domain/domain-error';
import { managedBy, managedUser } from '../managed-user-queries';
import { signedInPerson } from '../policy';
import { findUserRow } from '../queries';
import { orNull, updateUserFields } from './update-user-fields';

/** manager-save: contact fields, status (active/locked), email level and department of a managed user. */
export async function managerSave(db: Db, actor: Actor, body: ManagerSave): Promise<UserItem> {
  const companyId = actor.company.id;
  const before = await findUserRow(db, managedBy(companyId, signedInPerson(actor), body.id));
  if (body.departmentId !== null) {
    const [d] = await db.select({ id: departments.id }).from(departments)
      .where(and(eq(departments.id, body.departmentId), eq(departments.companyId, companyId), isNull(departments.deletedAt)));
    if (!d) throw validationError([{ field: 'departmentId', key: 'validation.unknownOption' }]);
  }
  const status = body.status === 0 ? UserStatus.Disable : UserStatus.Active;
  await updateUserFields(db, actor, before, {
    name: body.name, email: orNull(body.email), phone: orNull(body.phone), status,
    emailIdentificationLevel: body.emailIdentificationLevel, departmentId: body.departmentId,
  }, 'User updated by their manager');
  return managedUser(db, actor, body.id);
}
