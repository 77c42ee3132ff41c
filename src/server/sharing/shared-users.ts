import { asc, eq } from 'drizzle-orm';
import type { FormPermissionValue, SharedUser } from '#core/forms';
import type { Db } from '#server/db/connect';
import { formUserPermissions, users } from '#server/db/schema/index';

/** The form's share list, by name. */
export async function listSharedUsers(db: Db, formId: number): Promise<SharedUser[]> {
  const rows = await db.select({
    userId: users.id, name: users.name, username: users.username, email: users.email, permission: formUserPermissions.permission,
  }).from(formUserPermissions)
    .innerJoin(users, eq(users.id, formUserPermissions.userId))
    .where(eq(formUserPermissions.formId, formId))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({ ...r, permission: r.permission as FormPermissionValue }));
}
