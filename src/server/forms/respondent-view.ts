import { and, eq } from 'drizzle-orm';
import { type FormDesign, FormStatus } from '#core/forms';
import type { Db } from '#server/db/connect';
import { formVersions } from '#server/db/schema/index';
import { loadForm } from './form-access';
import { type FormRow, designColumns } from './form-view';

const showsApproved = (row: FormRow) => row.status === FormStatus.Active || row.status === FormStatus.AwaitingReview;

/**
 * The form as respondents see it (decision 1): while a change waits for review, or after it was
 * rejected, the last approved version, published; otherwise the row itself. Everything a respondent
 * reaches (the short link, submissions, codes, upload tokens) reads the form through this.
 */
export async function respondentView(db: Db, row: FormRow): Promise<FormRow> {
  const approved = row.publishedVersion;
  if (approved === null || !showsApproved(row)) return row;
  if (approved === row.version) return { ...row, status: FormStatus.Active };
  const [stored] = await db.select({ design: formVersions.design }).from(formVersions)
    .where(and(eq(formVersions.formId, row.id), eq(formVersions.version, approved))).limit(1);
  if (!stored) throw new Error(`form ${String(row.id)} lost its approved version ${String(approved)}`);
  const design = stored.design as FormDesign;
  return { ...row, ...designColumns(design), design, version: approved, status: FormStatus.Active };
}

/** loadForm (404 for a missing or deleted form), as respondents see it. */
export async function loadRespondentForm(db: Db, companyId: number, id: number): Promise<FormRow> {
  return respondentView(db, await loadForm(db, companyId, id));
}
