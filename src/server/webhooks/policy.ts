import { type Actor, signedInUser } from '#server/domain/actor';
import type { Db } from '#server/db/connect';
import { assertFormAccess, loadForm } from '#server/forms/form-access';
import type { FormRow } from '#server/forms/form-view';

/**
 * The form whose webhooks the actor manages. Webhooks send answers out of the installation, so only
 * who owns the form (or an administrator, a system user) manages them and reads their log: shared
 * editors and viewers get 403 as for sharing and deletion; anonymous 401, unknown form 404.
 */
export async function ownedForm(db: Db, actor: Actor, formId: number): Promise<FormRow> {
  const form = await loadForm(db, actor.company.id, formId);
  await assertFormAccess(db, signedInUser(actor), form, 'own');
  return form;
}
