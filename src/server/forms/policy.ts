import type { FormAccess } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { type Actor, signedInUser } from '#server/domain/actor';
import { assertFormAccess, loadForm } from './form-access';
import type { FormRow } from './form-view';

export interface OpenedForm {
  user: UserRow;
  form: FormRow;
  access: FormAccess;
}

/** The signed-in user (401), the live form of the company (404) and what the user may do with it (403). */
export async function openForm(db: Db, actor: Actor, id: number, need: 'read' | 'edit' | 'own'): Promise<OpenedForm> {
  const user = signedInUser(actor);
  const form = await loadForm(db, actor.company.id, id);
  const access = await assertFormAccess(db, user, form, need);
  return { user, form, access };
}
