import { inArray } from 'drizzle-orm';
import type { Answers } from '#core/answers/answer.schema';
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

export interface PreparedResponse {
  submission: ResponseSubmission;
  form: FormRow;
  accepted: Answers;
  hash: string;
}

const ANSWER_ROWS_PER_INSERT = 5000;
export const responseConflict = () => new ApiError(409, ErrorCode.ResponseConflict, { key: 'error.responseConflict' });

async function formFor(ctx: SaveContext, formId: number): Promise<FormRow> {
  const cached = ctx.formCache?.get(formId);
  if (cached) return cached;
  const row = await loadForm(ctx.db, ctx.companyId, formId);
  ctx.formCache?.set(formId, row);
  return row;
}

/** Everything decided before writing: published and open form, authentication, core validation. Throws ApiError. */
export async function prepareSubmission(ctx: SaveContext, submission: ResponseSubmission): Promise<PreparedResponse> {
  const form = await formFor(ctx, submission.formId);
  const refused = unpublishedError(form);
  if (refused) throw refused;
  if (form.closesAt && form.closesAt.getTime() <= Date.now()) throw new ApiError(403, ErrorCode.FormClosed, { key: 'validation.expired' });
  const design = designOf(form);
  if (design.settings.requireAuth && !ctx.user) throw unauthorized();
  const check = checkAnswers(design, submission.answers);
  if (check.problems.length > 0) throw validationError(check.problems);
  return { submission, form, accepted: check.accepted, hash: contentHash({ formId: submission.formId, answers: submission.answers }) };
}

/**
 * Writes prepared responses in ONE transaction: INSERT ... ON CONFLICT (id) DO NOTHING RETURNING,
 * answers only for rows this call inserted; a responseId already stored (or repeated within the
 * list) is a duplicate when its content hash matches, else a conflict. Results follow input order.
 */
export async function commitResponses(ctx: SaveContext, items: readonly PreparedResponse[]): Promise<(SavedResponse | ApiError)[]> {
  if (items.length === 0) return [];
  const first = new Map<string, PreparedResponse>();
  for (const item of items) if (!first.has(item.submission.responseId)) first.set(item.submission.responseId, item);
  const fresh = [...first.values()];
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx.insert(responses).values(fresh.map(({ submission, form, hash }) => ({
      id: submission.responseId,
      formId: form.id,
      companyId: ctx.companyId,
      formVersion: submission.formVersion ?? form.version,
      userId: ctx.user?.id ?? null,
      deviceId: submission.deviceId ?? null,
      contentHash: hash,
      submittedAt: submission.submittedAt ? new Date(submission.submittedAt) : null,
    }))).onConflictDoNothing({ target: responses.id })
      .returning({ id: responses.id, receivedAt: responses.receivedAt, formId: responses.formId, contentHash: responses.contentHash, companyId: responses.companyId });
    const insertedIds = new Set(inserted.map((r) => r.id));
    const rows = fresh.filter((p) => insertedIds.has(p.submission.responseId))
      .flatMap((p) => answerRows(p.submission.responseId, p.form.id, p.accepted));
    for (let i = 0; i < rows.length; i += ANSWER_ROWS_PER_INSERT) await tx.insert(answers).values(rows.slice(i, i + ANSWER_ROWS_PER_INSERT));
    const missing = fresh.map((p) => p.submission.responseId).filter((id) => !insertedIds.has(id));
    const existing = missing.length === 0 ? [] : await tx
      .select({ id: responses.id, receivedAt: responses.receivedAt, formId: responses.formId, contentHash: responses.contentHash, companyId: responses.companyId })
      .from(responses).where(inArray(responses.id, missing));
    const stored = new Map([...inserted, ...existing].map((r) => [r.id, r]));
    return items.map((item) => {
      const id = item.submission.responseId;
      const row = stored.get(id);
      const isFirstInsert = insertedIds.has(id) && first.get(id) === item;
      if (!row || row.companyId !== ctx.companyId || (!isFirstInsert && row.contentHash !== item.hash)) return responseConflict();
      return { responseId: id, formId: row.formId, receivedAt: row.receivedAt.toISOString(), duplicate: !isFirstInsert };
    });
  });
}

/** The single endpoint: the same two steps with a list of one. */
export async function saveSubmission(ctx: SaveContext, submission: ResponseSubmission): Promise<SavedResponse> {
  const [result] = await commitResponses(ctx, [await prepareSubmission(ctx, submission)]);
  if (!result || result instanceof ApiError) throw result ?? new Error('no result');
  return result;
}
