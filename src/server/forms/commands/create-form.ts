import type { FormDesign, FormDetail } from '#core/forms';
import type { Db } from '#server/db/connect';
import { type Actor, signedInUser } from '#server/domain/actor';
import { cloneDesign } from '../form-clone';
import { detailOf } from '../form-describe';
import { designOf } from '../form-view';
import { openForm } from '../policy';
import { insertForm } from './form-store';
import { assertValidDesign } from './valid-design';

/** A new form of the signed-in user: disabled, version 1. */
export async function createForm(db: Db, actor: Actor, design: FormDesign): Promise<FormDetail> {
  const user = signedInUser(actor);
  assertValidDesign(design);
  const row = await insertForm(db, actor, user, design, 'created');
  return detailOf(db, row, 'owner');
}

/** A copy of a form the actor may read: a new disabled form the actor owns, titled in the actor's language. */
export async function cloneForm(db: Db, actor: Actor, id: number): Promise<FormDetail> {
  const { user, form } = await openForm(db, actor, id, 'read');
  const row = await insertForm(db, actor, user, cloneDesign(designOf(form), actor.language), 'cloned');
  return detailOf(db, row, 'owner');
}
