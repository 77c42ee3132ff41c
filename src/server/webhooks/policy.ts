import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import type { FormRow } from '#server/forms/form-view';
import { openForm } from '#server/forms/policy';

/**
 * The form whose webhooks the actor manages. Webhooks send answers out of the installation, so only
 * who owns the form (or an administrator, a system user) manages them and reads their log: shared
 * editors and viewers get 403 as for sharing and deletion; anonymous 401, unknown form 404.
 */
export async function ownedForm(db: Db, actor: Actor, formId: number): Promise<FormRow> {
  return (await openForm(db, actor, formId, 'own')).form;
}
