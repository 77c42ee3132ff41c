import { asc, eq } from 'drizzle-orm';
import type { FormAccess, FormPermissionValue, SharedUser } from '#core/forms';
import type { FormDetail, FormFullDetail, FormReview } from '#core/forms';
import type { Db } from '#server/db/connect';
import { formReviews, formUserPermissions, users } from '#server/db/schema/index';
import { responseCount } from './form-access';
import { type FormRow, displayName, toDetail } from './form-view';

export async function ownerNameOf(db: Db, ownerId: number): Promise<string> {
  const [owner] = await db.select({ name: users.name, username: users.username }).from(users).where(eq(users.id, ownerId)).limit(1);
  return owner ? displayName(owner) : '';
}

/** GET {id} and the reply of every change: the form with its design, owner name, response count and the caller's access. */
export async function detailOf(db: Db, row: FormRow, access: FormAccess): Promise<FormDetail> {
  const [ownerName, responses] = await Promise.all([ownerNameOf(db, row.ownerId), responseCount(db, row.id)]);
  return toDetail(row, { ownerName, responseCount: responses, access });
}

async function sharedWith(db: Db, formId: number): Promise<SharedUser[]> {
  const rows = await db.select({
    userId: users.id, name: users.name, username: users.username, email: users.email, permission: formUserPermissions.permission,
  }).from(formUserPermissions).innerJoin(users, eq(users.id, formUserPermissions.userId))
    .where(eq(formUserPermissions.formId, formId)).orderBy(asc(formUserPermissions.createdAt), asc(users.id));
  return rows.map((r) => ({ ...r, name: displayName(r), permission: r.permission as FormPermissionValue }));
}

/** The approval timeline of a form, oldest first. */
export async function reviewsOf(db: Db, formId: number): Promise<FormReview[]> {
  const rows = await db.select({ review: formReviews, name: users.name, username: users.username })
    .from(formReviews).leftJoin(users, eq(users.id, formReviews.userId))
    .where(eq(formReviews.formId, formId)).orderBy(asc(formReviews.createdAt), asc(formReviews.id));
  return rows.map(({ review, name, username }) => ({
    action: review.action as FormReview['action'],
    by: review.userId !== null && name !== null && username !== null ? { id: review.userId, name: displayName({ name, username }) } : null,
    at: review.createdAt.toISOString(),
    reason: review.reason,
    version: review.version,
  }));
}

/** GET {id}/detail: the detail plus who it is shared with and the review timeline, oldest first. */
export async function fullDetailOf(db: Db, row: FormRow, access: FormAccess): Promise<FormFullDetail> {
  const [detail, shares, reviews] = await Promise.all([detailOf(db, row, access), sharedWith(db, row.id), reviewsOf(db, row.id)]);
  return { ...detail, sharedWith: shares, reviews };
}
