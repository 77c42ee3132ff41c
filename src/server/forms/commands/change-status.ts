import { and, eq } from 'drizzle-orm';
import type { FormReview } from '#core/forms';
import { FormStatus } from '#core/forms';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { formReviews, forms, notifications } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import type { Logger } from '#server/domain/logger';
import { type ActionEntry, logAction } from '#server/logs/action-log';
import { notifyAwaitingReview } from '#server/notifications/notify-events';
import { notAwaitingReview } from '../form-status';
import type { FormRow } from '../form-view';

/** Tells the reviewers when a committed change put the form in the queue; a lost notice is logged, not a failure. */
export async function noticeEnteredReview(db: Db, log: Logger, before: FormRow, after: FormRow, userId: number): Promise<void> {
  if (after.status !== FormStatus.AwaitingReview || before.status === FormStatus.AwaitingReview) return;
  await notifyAwaitingReview(db, after, userId).catch((error: unknown) => log.error({ err: error }, 'review notice not written'));
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
export async function changeStatus(db: Db, actor: Actor, user: UserRow, form: FormRow, change: StatusChange): Promise<FormRow> {
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
    await logAction(tx, actor, {
      ...change.log, entity: 'form', entityId: row.id,
      oldData: { status: form.status }, newData: { status: row.status, ...(change.review ? { review: change.review } : {}) },
    });
    return row;
  });
}
