import { and, count, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { FormErrorReport, HomeStatistics } from '#core/api';
import { type FormDetail, type FormFullDetail, type FormHistoryEntry, type FormReview, FormStatus } from '#core/forms';
import type { Db } from '#server/db/connect';
import { errorReports, forms, responses } from '#server/db/schema/index';
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

/** The home page's figures of a company (public): forms in all, published, past their closing time, and answers to forms not deleted. */
export async function homeStatistics(db: Db, companyId: number): Promise<HomeStatistics> {
  const [figures] = await db.select({
    totalForms: count(),
    publishedForms: sql<number>`count(*) filter (where ${forms.status} = ${FormStatus.Active})`.mapWith(Number),
    expiredForms: sql<number>`count(*) filter (where ${and(isNotNull(forms.closesAt), lt(forms.closesAt, sql`now()`))})`.mapWith(Number),
  }).from(forms).where(and(eq(forms.companyId, companyId), ne(forms.status, FormStatus.Delete)));
  // a response's company is its form's (save-response.ts): the forms lead, each form's answers are a range of an index
  const [answers] = await db.select({ n: count() }).from(responses)
    .innerJoin(forms, eq(forms.id, responses.formId))
    .where(and(eq(forms.companyId, companyId), ne(forms.status, FormStatus.Delete)));
  return {
    totalForms: figures?.totalForms ?? 0,
    publishedForms: figures?.publishedForms ?? 0,
    expiredForms: figures?.expiredForms ?? 0,
    totalAnswers: answers?.n ?? 0,
  };
}
