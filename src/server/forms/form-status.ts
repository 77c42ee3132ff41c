import { ErrorCode } from '#core/api';
import { FormStatus } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { ApiError } from '#server/http/api-error';
import { publishesDirectly } from './form-permissions';
import type { FormRow } from './form-view';

export const notAwaitingReview = () => new ApiError(409, ErrorCode.Conflict, { key: 'error.notAwaitingReview' });

/**
 * Decision 1: publishing gives 1 when the publisher is a reviewer, the company does not require
 * review (config form.reviewRequired = '0'), or the content is the approved version unchanged;
 * otherwise 3.
 */
export async function publishedStatus(db: Db, user: UserRow, form: FormRow): Promise<number> {
  if (form.publishedVersion === form.version || await publishesDirectly(db, user, form.companyId)) return FormStatus.Active;
  return FormStatus.AwaitingReview;
}

/**
 * Decision 1: a rejected change of a form respondents were answering leaves them answering the
 * approved version (1); a form never approved goes back to disabled (0).
 */
export const statusAfterRejection = (form: FormRow): number => (form.publishedVersion === null ? FormStatus.Disable : FormStatus.Active);

/**
 * Decision 1: the status a saved change leaves. A change to a published form by someone who may
 * not publish directly goes back to review (3); respondents keep the approved version meanwhile.
 */
export async function statusAfterEdit(db: Db, user: UserRow, form: FormRow, requested: number | undefined): Promise<number> {
  const target = requested ?? form.status;
  if (target !== FormStatus.Active || await publishesDirectly(db, user, form.companyId)) return target;
  return FormStatus.AwaitingReview;
}
