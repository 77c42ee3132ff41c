import { eq } from 'drizzle-orm';
import { checkAnswers } from '#core/answers/validate-answers';
import type { ResponseSubmission, SavedResponse } from '#core/api/responses.contract';
import { ErrorCode } from '#core/api/envelope';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { answers, responses } from '#server/db/schema/index';
import { loadForm } from '#server/forms/form-access';
import { designOf, type FormRow } from '#server/forms/form-view';
import { unpublishedError } from '#server/forms/public-routes';
import { ApiError, unauthorized, validationError } from '#server/http/api-error';
import { answerRows } from './answer-rows';
import { contentHash } from './content-hash';

export interface SaveContext {
  db: Db;
  companyId: number;
  user: UserRow | null;
  /** forms already loaded in this request (a batch usually targets one form) */
  formCache?: Map<number, FormRow>;
}

const responseConflict = () => new ApiError(409, ErrorCode.ResponseConflict, { key: 'error.responseConflict' });

async function formFor(ctx: SaveContext, formId: number): Promise<FormRow> {
  const cached = ctx.formCache?.get(formId);
  if (cached) return cached;
  const row = await loadForm(ctx.db, ctx.companyId, formId);
  ctx.formCache?.set(formId, row);
  return row;
}

/**
 * The one path of every submission, single or batch: published and open form, authentication
 * when the form asks for it, core validation, then an idempotent insert in one transaction.
 */
export async function saveSubmission(ctx: SaveContext, submission: ResponseSubmission): Promise<SavedResponse> {
  const form = await formFor(ctx, submission.formId);
  const refused = unpublishedError(form);
  if (refused) throw refused;
  if (form.closesAt && form.closesAt.getTime() <= Date.now()) {
    throw new ApiError(403, ErrorCode.FormClosed, { key: 'validation.expired' });
  }
  const design = designOf(form);
  if (design.settings.requireAuth && !ctx.user) throw unauthorized();
  const check = checkAnswers(design, submission.answers);
  if (check.problems.length > 0) throw validationError(check.problems);

  const hash = contentHash({ formId: submission.formId, answers: submission.answers });
  return ctx.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(responses).values({
      id: submission.responseId,
      formId: form.id,
      companyId: ctx.companyId,
      formVersion: submission.formVersion ?? form.version,
      userId: ctx.user?.id ?? null,
      deviceId: submission.deviceId ?? null,
      contentHash: hash,
      submittedAt: submission.submittedAt ? new Date(submission.submittedAt) : null,
    }).onConflictDoNothing({ target: responses.id }).returning({ receivedAt: responses.receivedAt });
    if (inserted) {
      const rows = answerRows(submission.responseId, form.id, check.accepted);
      if (rows.length > 0) await tx.insert(answers).values(rows);
      return { responseId: submission.responseId, formId: form.id, receivedAt: inserted.receivedAt.toISOString(), duplicate: false };
    }
    const [existing] = await tx.select().from(responses).where(eq(responses.id, submission.responseId)).limit(1);
    if (!existing || existing.contentHash !== hash || existing.companyId !== ctx.companyId) throw responseConflict();
    return { responseId: existing.id, formId: existing.formId, receivedAt: existing.receivedAt.toISOString(), duplicate: true };
  });
}
