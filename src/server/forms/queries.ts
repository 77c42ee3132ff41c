import { and, desc, eq } from 'drizzle-orm';
import type { FormErrorReport } from '#core/api';
import type { FormDetail, FormFullDetail, FormHistoryEntry, FormReview } from '#core/forms';
import type { Db } from '#server/db/connect';
import { errorReports } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { detailOf, fullDetailOf, reviewsOf } from './form-describe';
import { historyOf } from './form-history';
import { openForm } from './policy';

/** One form with its design, as the actor may read it. */
export async function formDetail(db: Db, actor: Actor, id: number): Promise<FormDetail> {
  const { form, access } = await openForm(db, actor, id, 'read');
  return detailOf(db, form, access);
}

/** One form with its sharing list and review timeline. */
export async function formFullDetail(db: Db, actor: Actor, id: number): Promise<FormFullDetail> {
  const { form, access } = await openForm(db, actor, id, 'read');
  return fullDetailOf(db, form, access);
}

/** Decision 5: the saved versions, newest first. */
export async function formHistory(db: Db, actor: Actor, id: number): Promise<FormHistoryEntry[]> {
  const { form } = await openForm(db, actor, id, 'read');
  return historyOf(db, form.id);
}

/** The approval timeline, oldest first. */
export async function reviewTimeline(db: Db, actor: Actor, id: number): Promise<FormReview[]> {
  const { form } = await openForm(db, actor, id, 'read');
  return reviewsOf(db, form.id);
}

/** What respondents reported about the form, newest first (owner, editor, viewer). */
export async function formErrorReports(db: Db, actor: Actor, id: number): Promise<FormErrorReport[]> {
  const { form } = await openForm(db, actor, id, 'read');
  const rows = await db.select().from(errorReports)
    .where(and(eq(errorReports.formId, form.id), eq(errorReports.companyId, form.companyId)))
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id));
  return rows.map((r) => ({ id: r.id, content: r.content, status: r.status === 1 ? 1 : 0, createdAt: r.createdAt.toISOString() }));
}
