import type { FormDesign } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { assertFormAccess, loadForm } from '#server/forms/form-access';
import { designOf, type FormRow } from '#server/forms/form-view';

/** A live form of the company whose answers the user may read (404 unknown, 403 not allowed), with its current design. */
export async function loadReadableForm(db: Db, user: UserRow, companyId: number, formId: number): Promise<{ form: FormRow; design: FormDesign }> {
  const form = await loadForm(db, companyId, formId);
  await assertFormAccess(db, user, form, 'read');
  return { form, design: designOf(form) };
}
