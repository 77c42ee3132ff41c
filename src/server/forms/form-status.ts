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
import { isReviewer, reviewRequired } from './form-permissions';
import type { FormRow } from './form-view';

export const notAwaitingReview = () => new ApiError(409, ErrorCode.Conflict, { key: 'error.notAwaitingReview' });

/**
 * Decision 1: publishing gives 1 when the form is already published, the publisher is a reviewer,
 * or the company does not require review (config form.reviewRequired = '0'); otherwise 3.
 */
export async function publishedStatus(db: Db, user: UserRow, form: FormRow): Promise<number> {
  if (form.status === FormStatus.Active) return FormStatus.Active;
  if (await isReviewer(db, user) || !(await reviewRequired(db, form.companyId))) return FormStatus.Active;
  return FormStatus.AwaitingReview;
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
    const guard = change.review ? eq(forms.status, FormStatus.AwaitingReview) : undefined;
    const [row] = await tx.update(forms)
      .set({ status: change.status, updatedAt: new Date(), deletedAt: change.status === FormStatus.Delete ? new Date() : null })
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
