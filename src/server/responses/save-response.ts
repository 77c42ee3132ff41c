import { eq, inArray } from 'drizzle-orm';
import type { Answers } from '#core/answers/answer.schema';
import type { FormDesign } from '#core/forms/form.schema';
import { checkAnswers } from '#core/answers/validate-answers';
import type { ResponseSubmission, SavedResponse } from '#core/api/responses.contract';
import { ErrorCode } from '#core/api/envelope';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { responses } from '#server/db/schema/index';
import type { TtlCache } from '#server/http/ttl-cache';
import { loadForm } from '#server/forms/form-access';
import type { FormRow } from '#server/forms/form-view';
import { unavailableError } from '#server/forms/public-routes';
import { ApiError, unauthorized, validationError } from '#server/http/api-error';
import { answerRows } from './answer-rows';
import { designForVersion } from './design-for-version';
import { type StoredRow, insertResponses } from './insert-responses';
import { contentHash } from './content-hash';

export interface SaveContext {
  db: Db;
  companyId: number;
  user: UserRow | null;
  /** recently loaded forms: a batch, and a burst of submissions, usually target one form */
  forms?: TtlCache<number, FormRow>;
  /** designs of earlier versions, keyed `${formId}:${version}`: they never change */
  designs?: TtlCache<string, FormDesign>;
}

export interface PreparedResponse {
  submission: ResponseSubmission;
  form: FormRow;
  accepted: Answers;
  hash: string;
}

export const responseConflict = () => new ApiError(409, ErrorCode.ResponseConflict, { key: 'error.responseConflict' });

/**
 * The form, from the short-lived cache when it has it. A submission for a newer version than the
 * cached row reads the database again: the cache may lag a change, the answer must not pay for it.
 */
async function formFor(ctx: SaveContext, formId: number, version: number | undefined): Promise<FormRow> {
  const cached = ctx.forms?.get(formId);
  if (cached && cached.companyId === ctx.companyId && (version === undefined || version <= cached.version)) return cached;
  const generation = ctx.forms?.generation;
  const row = await loadForm(ctx.db, ctx.companyId, formId);
  ctx.forms?.set(formId, row, generation);
  return row;
}

/** Everything decided before writing: published and open form, authentication, core validation. Throws ApiError. */
export async function prepareSubmission(ctx: SaveContext, submission: ResponseSubmission): Promise<PreparedResponse> {
  const form = await formFor(ctx, submission.formId, submission.formVersion);
  const refused = unavailableError(form);
  if (refused) throw refused;
  const design = await designForVersion(ctx.db, form, submission.formVersion, ctx.designs);
  if (design.settings.requireAuth && !ctx.user) throw unauthorized();
  const check = checkAnswers(design, submission.answers);
  if (check.problems.length > 0) throw validationError(check.problems);
  return { submission, form, accepted: check.accepted, hash: contentHash({ formId: submission.formId, answers: submission.answers }) };
}

const asIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Writes prepared responses with ONE statement, atomic by itself: the responses are inserted
 * with ON CONFLICT (id) DO NOTHING and, in the same statement, the answers of exactly the rows
 * that insert created. A responseId already stored (or repeated within the list) is a duplicate
 * when its content hash matches, else a conflict. Results follow input order.
 */
export async function commitResponses(ctx: SaveContext, items: readonly PreparedResponse[]): Promise<(SavedResponse | ApiError)[]> {
  if (items.length === 0) return [];
  const first = new Map<string, PreparedResponse>();
  for (const item of items) if (!first.has(item.submission.responseId)) first.set(item.submission.responseId, item);
  const fresh = [...first.values()];
  const responseRows = fresh.map(({ submission, form, hash }) => ({
    id: submission.responseId,
    form_id: form.id,
    company_id: ctx.companyId,
    form_version: submission.formVersion ?? form.version,
    user_id: ctx.user?.id ?? null,
    device_id: submission.deviceId ?? null,
    content_hash: hash,
    submitted_at: submission.submittedAt ?? null,
  }));
  const answerData = fresh.flatMap((p) => answerRows(p.submission.responseId, p.form.id, p.accepted));
  const inserted = await insertResponses(ctx.db, responseRows, answerData);
  const insertedIds = new Set(inserted.map((r) => r.id));
  const missing = fresh.map((p) => p.submission.responseId).filter((id) => !insertedIds.has(id));
  const existing: StoredRow[] = missing.length === 0 ? [] : (await ctx.db
    .select({ id: responses.id, received_at: responses.receivedAt, form_id: responses.formId, content_hash: responses.contentHash, company_id: responses.companyId })
    .from(responses).where(inArray(responses.id, missing)));
  const stored = new Map([...inserted, ...existing].map((r) => [r.id, r]));
  return items.map((item) => {
    const id = item.submission.responseId;
    const row = stored.get(id);
    const isFirstInsert = insertedIds.has(id) && first.get(id) === item;
    if (!row || row.company_id !== ctx.companyId || (!isFirstInsert && row.content_hash !== item.hash)) return responseConflict();
    return { responseId: id, formId: row.form_id, receivedAt: asIso(row.received_at), duplicate: !isFirstInsert };
  });
}

/**
 * A response already stored with this very content is acknowledged as a duplicate, whatever the
 * form's state now: a device that missed the first acknowledgement must never be told it failed.
 */
export async function storedDuplicate(ctx: SaveContext, submission: ResponseSubmission): Promise<SavedResponse | null> {
  const [row] = await ctx.db
    .select({ formId: responses.formId, companyId: responses.companyId, contentHash: responses.contentHash, receivedAt: responses.receivedAt })
    .from(responses).where(eq(responses.id, submission.responseId)).limit(1);
  if (!row || row.companyId !== ctx.companyId) return null;
  if (row.contentHash !== contentHash({ formId: submission.formId, answers: submission.answers })) return null;
  return { responseId: submission.responseId, formId: row.formId, receivedAt: row.receivedAt.toISOString(), duplicate: true };
}

/** prepareSubmission, except that a refusal of something already stored becomes its acknowledgement. */
export async function prepareOrAcknowledge(ctx: SaveContext, submission: ResponseSubmission): Promise<PreparedResponse | SavedResponse> {
  try {
    return await prepareSubmission(ctx, submission);
  } catch (error) {
    const stored = await storedDuplicate(ctx, submission);
    if (stored) return stored;
    throw error;
  }
}

/** The single endpoint: the same two steps with a list of one. */
export async function saveSubmission(ctx: SaveContext, submission: ResponseSubmission): Promise<SavedResponse> {
  const prepared = await prepareOrAcknowledge(ctx, submission);
  if (!('submission' in prepared)) return prepared;
  const [result] = await commitResponses(ctx, [prepared]);
  if (!result || result instanceof ApiError) throw result ?? new Error('no result');
  return result;
}
