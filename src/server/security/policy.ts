import { inArray } from 'drizzle-orm';
import { heldCodes } from '#server/auth/permission-subject';
import type { Db } from '#server/db/connect';
import { permissions } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { actsAsOwner } from '#server/forms/form-permissions';
import { invalidField } from '#server/domain/domain-error';

/**
 * Administrators and system users grant any code of the company; a PermissionManage holder only
 * codes they hold themselves, so nobody can hand themselves (or a friend) more than they have.
 */
export async function refuseEscalation(db: Db, actor: Actor, added: readonly number[]): Promise<void> {
  const user = actor.user;
  if (added.length === 0 || !user || actsAsOwner(user)) return;
  const held = new Set((await heldCodes(db, user)).map((c) => c.toLowerCase()));
  const rows = await db.select({ code: permissions.code }).from(permissions).where(inArray(permissions.id, [...added]));
  if (rows.some((r) => !held.has(r.code.toLowerCase()))) throw invalidField('permissionIds', 'validation.scopeNotHeld');
}
