import { type FormDetail, FormStatus } from '#core/forms';
import type { Db } from '#server/db/connect';
import { type Actor, signedInUser } from '#server/domain/actor';
import { forbidden } from '#server/domain/domain-error';
import { assertFormAccess, loadForm } from '../form-access';
import { detailOf } from '../form-describe';
import { isReviewer } from '../form-permissions';
import { notAwaitingReview, statusAfterRejection } from '../form-status';
import { type StatusChange, changeStatus } from './change-status';

/**
 * Decision 1: a reviewer approves (1) or rejects (0, or 1 with its last approved version) a form
 * awaiting review; the owner is notified. The reviewer's right is checked after the form is found
 * (404 before 403).
 */
export async function reviewForm(db: Db, actor: Actor, id: number, review: NonNullable<StatusChange['review']>): Promise<FormDetail> {
  const user = signedInUser(actor);
  const form = await loadForm(db, actor.company.id, id);
  if (!(await isReviewer(db, user))) throw forbidden('error.notReviewer');
  const access = await assertFormAccess(db, user, form, 'read');
  if (form.status !== FormStatus.AwaitingReview) throw notAwaitingReview();
  const approved = review.action === 'approved';
  const row = await changeStatus(db, actor, user, form, {
    status: approved ? FormStatus.Active : statusAfterRejection(form),
    log: approved ? { type: 'publish', title: 'Form approved' } : { type: 'disable', title: 'Form rejected' },
    review,
  });
  return detailOf(db, row, access);
}
