import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '#core/api';
import type { FormReview } from '#core/forms';
import { FormStatus } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { formReviews, forms, notifications } from '#server/db/schema/index';
import { ApiError } from '#server/http/api-error';
import { type ActionEntry, logAction } from '#server/logs/action-log';
import { notifyAwaitingReview } from '#server/notifications/notify-events';
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

/** Tells the reviewers when a committed change put the form in the queue; a lost notice is logged, not a failure. */
export async function noticeEnteredReview(db: Db, req: FastifyRequest, before: FormRow, after: FormRow, userId: number): Promise<void> {
  if (after.status !== FormStatus.AwaitingReview || before.status === FormStatus.AwaitingReview) return;
  await notifyAwaitingReview(db, after, userId).catch((error: unknown) => req.log.error({ err: error }, 'review notice not written'));
}

export interface StatusChange {
  status: number;
  log: Pick<ActionEntry, 'type' | 'title'>;
  /** a review decision: written to form_reviews and told to the owner */
  review?: { action: Extract<FormReview['action'], 'approved' | 'rejected'>; reason: string | null };
}

const notificationKind = { approved: 'formApproved', rejected: 'formRejected' } as const;

/**
 * One transaction: the new status (a review decision only while the form is still awaiting review),
 * a 'submitted' row when the form enters review, the decision row and the owner's notification,
 * and the action-log row.
 */
export async function changeStatus(db: Db, req: FastifyRequest, user: UserRow, form: FormRow, change: StatusChange): Promise<FormRow> {
  return db.transaction(async (tx) => {
    // a decision is about the version the reviewer was shown: a change saved meanwhile is not decided by it
    const guard = change.review ? and(eq(forms.status, FormStatus.AwaitingReview), eq(forms.version, form.version)) : undefined;
    const approves = change.status === FormStatus.Active && change.review?.action !== 'rejected';
    const [row] = await tx.update(forms)
      .set({
        status: change.status, updatedAt: new Date(), deletedAt: change.status === FormStatus.Delete ? new Date() : null,
        ...(approves ? { publishedVersion: form.version } : {}),
      })
      .where(and(eq(forms.id, form.id), guard)).returning();
    if (!row) throw notAwaitingReview();
    if (row.status === FormStatus.AwaitingReview && form.status !== FormStatus.AwaitingReview) {
      await tx.insert(formReviews).values({ formId: row.id, version: row.version, action: 'submitted', userId: user.id });
    }
    if (change.review) {
      const { action, reason } = change.review;
      await tx.insert(formReviews).values({ formId: row.id, version: row.version, action, userId: user.id, reason });
      await tx.insert(notifications).values({
        companyId: row.companyId, userId: row.ownerId, kind: notificationKind[action],
        data: { formId: row.id, title: row.title, reason },
      });
    }
    await logAction(tx, req, {
      ...change.log, entity: 'form', entityId: row.id,
      oldData: { status: form.status }, newData: { status: row.status, ...(change.review ? { review: change.review } : {}) },
    });
    return row;
  });
}
