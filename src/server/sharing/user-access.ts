import { and, eq } from 'drizzle-orm';
import type { FormAccess } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { users } from '#server/db/schema/index';
import { assertFormAccess } from '#server/forms/form-access';
import type { FormRow } from '#server/forms/form-view';
import { ApiError, notFound } from '#server/http/api-error';

/** What the user may do with the form, by the same rule every form call applies; null = nothing. */
export async function accessOf(db: Db, user: UserRow, form: FormRow): Promise<FormAccess | null> {
  if (user.deletedAt !== null) return null;
  try {
    return await assertFormAccess(db, user, form, 'read');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

/** A user of the company (deleted ones included: they simply have no access), or 404. */
export async function loadCompanyUser(db: Db, companyId: number, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(and(eq(users.id, userId), eq(users.companyId, companyId))).limit(1);
  if (!row) throw notFound();
  return row;
}
