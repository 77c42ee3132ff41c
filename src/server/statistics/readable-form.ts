import type { Language } from '#core/constants';
import { type FormDesign, localizeDesign } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { type Actor, signedInUser } from '#server/domain/actor';
import { assertFormAccess, loadForm } from '#server/forms/form-access';
import { designOf, type FormRow } from '#server/forms/form-view';

/** A live form of the company whose answers the user may read (404 unknown, 403 not allowed), with its current design. */
export async function loadReadableForm(db: Db, user: UserRow, companyId: number, formId: number): Promise<{ form: FormRow; design: FormDesign }> {
  const form = await loadForm(db, companyId, formId);
  await assertFormAccess(db, user, form, 'read');
  return { form, design: designOf(form) };
}

/** The same, with the design's texts in `language` where the form has them (statistics and exports label questions with it). */
export async function loadReadableFormIn(db: Db, user: UserRow, companyId: number, formId: number, language: Language): Promise<{ form: FormRow; design: FormDesign }> {
  const { form, design } = await loadReadableForm(db, user, companyId, formId);
  return { form, design: localizeDesign(design, language) };
}

/** A call's form whose answers its signed-in caller may read (401 signed out, 404 unknown, 403 not allowed). */
export const readableForm = (db: Db, actor: Actor, formId: number) => loadReadableForm(db, signedInUser(actor), actor.company.id, formId);

/** The same, with the design's texts in `language` where the form has them. */
export const readableFormIn = (db: Db, actor: Actor, formId: number, language: Language) =>
  loadReadableFormIn(db, signedInUser(actor), actor.company.id, formId, language);
