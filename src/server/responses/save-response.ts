import { eq, inArray } from 'drizzle-orm';
import type { Answers } from '#core/answers';
import { type FormDesign, type FormSettings, formSettingsSchema } from '#core/forms';
import { checkAnswers } from '#core/submission';
import type { ResponseSubmission, SavedResponse } from '#core/api';
import { ErrorCode } from '#core/api';
import type { UserRow } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import { responses } from '#server/db/schema/index';
import type { TtlCache } from '#server/http/ttl-cache';
import { loadRespondentForm } from '#server/forms/respondent-view';
import { type FormRow, designOf } from '#server/forms/form-view';
import { checkAnswerFiles } from '#server/files/answer-files';
import { ApiError, validationError } from '#server/http/api-error';
import { type BatchTally, checkAnswerLimits, notePending } from './answer-limits';
import { answeredAt, receivingError } from './receiving';
import { type VerifiedAddress, captchaWrong, checkCaptcha, verificationUsed, verifiedAddress } from './submission-proof';
import { answerRows } from './answer-rows';
import { designForVersion } from './design-for-version';
import { type StoredRow, type TakenProof, insertResponses } from './insert-responses';
import { contentHash } from './content-hash';
import { notifyFullForms } from '#server/notifications/notify-events';

export interface SaveContext {
  db: Db;
  companyId: number;
  user: UserRow | null;
  /** recently loaded forms: a batch, and a burst of submissions, usually target one form */
  forms?: TtlCache<number, FormRow>;
  /** designs of earlier versions, keyed `${formId}:${version}`: they never change */
  designs?: TtlCache<string, FormDesign>;
  /** set by the batch route: items accepted earlier in the same batch count against the limits */
  batch?: BatchTally;
}

export interface PreparedResponse {
  submission: ResponseSubmission;
  /** whose response it is: items of several requests (companies, people) share one write */
  companyId: number;
  userId: number | null;
  form: FormRow;
  accepted: Answers;
  /** the design of the version answered */
  design: FormDesign;
  hash: string;
  verified: VerifiedAddress;
  /** the captcha the insert spends, when the form asks for one */
  captchaId: string | null;
}

export const responseConflict = () => new ApiError(409, ErrorCode.ResponseConflict, { key: 'error.responseConflict' });

/**
 * The form as respondents see it, from the short-lived cache when it has it. A submission for a newer version than the
 * cached row reads the database again: the cache may lag a change, the answer must not pay for it.
 */
async function formFor(ctx: SaveContext, formId: number, version: number | undefined): Promise<FormRow> {
  const cached = ctx.forms?.get(formId);
  if (cached?.companyId === ctx.companyId && (version === undefined || version <= cached.version)) return cached;
  const generation = ctx.forms?.generation;
  const row = await loadRespondentForm(ctx.db, ctx.companyId, formId);
  ctx.forms?.set(formId, row, generation);
  return row;
}

const settingDefaults = formSettingsSchema.parse({});
/** The rules of the form as it is now (an answer to an older version follows today's dates and limits). */
const currentSettings = (form: FormRow): FormSettings => ({ ...settingDefaults, ...designOf(form).settings });
/** Of these form ids, those whose settings limit the number of answers (unknown forms are left out). */
export async function formsWithLimits(ctx: SaveContext, formIds: readonly number[]): Promise<number[]> {
  const limited: number[] = [];
  for (const formId of new Set(formIds)) {
    const form = await formFor(ctx, formId, undefined).catch(() => null);
    if (form?.companyId !== ctx.companyId) continue;
    const settings = currentSettings(form);
    if (settings.maxAnswers !== null || settings.answerLimit) limited.push(formId);
  }
  return limited;
}

const signInToAnswer = () => new ApiError(401, ErrorCode.Unauthorized, { key: 'error.signInToAnswer' });

/**
 * Everything decided before writing, cheapest and most final first: the form takes answers,
 * sign-in, the answers themselves against the version they were made in, their files, the
 * limits, the verification token, and last the captcha (a wrong answer burns it; a right one is
 * spent by the insert, with the token's binding, so nothing is used up by an answer not stored). Throws ApiError.
 */
export async function prepareSubmission(ctx: SaveContext, submission: ResponseSubmission): Promise<PreparedResponse> {
  const now = Date.now();
  const form = await formFor(ctx, submission.formId, submission.formVersion);
  const refused = receivingError(form, submission.submittedAt, now);
  if (refused) throw refused;
  const settings = currentSettings(form);
  if (settings.requireAuth && !ctx.user) throw signInToAnswer();
  const design = await designForVersion(ctx.db, form, submission.formVersion, ctx.designs);
  const at = answeredAt(submission.submittedAt, now);
  const check = checkAnswers(design, submission.answers, { at: new Date(at), requireUploaded: true });
  if (check.problems.length > 0) throw validationError(check.problems);
  await checkAnswerFiles(ctx.db, ctx.companyId, design, check.accepted);
  const limits = await checkAnswerLimits(ctx.db, form.id, settings, submission, ctx.user, ctx.batch);
  const verified = await verifiedAddress(ctx.db, ctx.companyId, form.id, settings, submission, at, now);
  const captchaId = await checkCaptcha(ctx.db, ctx.companyId, settings, submission);
  if (limits === 'adds-row') notePending(ctx.batch, form.id, submission, ctx.user);
  const hash = contentHash({ formId: submission.formId, answers: submission.answers });
  return { submission, companyId: ctx.companyId, userId: ctx.user?.id ?? null, form, accepted: check.accepted, design, hash, verified, captchaId };
}

const asIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const takenProofError = (proof: TakenProof) => (proof === 'captcha' ? captchaWrong() : verificationUsed());

/**
 * Writes prepared responses with ONE statement, atomic by itself: their captchas are spent and
 * their verification tokens bound, the responses are inserted with ON CONFLICT (id) DO NOTHING
 * and, in the same statement, the answers of exactly the rows that insert created. A responseId
 * already stored (or repeated within the list) is a duplicate when its content hash matches, else
 * a conflict; one whose proof another response took meanwhile is refused for it. Results follow input order.
 * The items may come from several requests (group commit, response-writer.ts): each carries its company and person.
 */
export async function commitResponses(db: Db, items: readonly PreparedResponse[]): Promise<(SavedResponse | ApiError)[]> {
  if (items.length === 0) return [];
  const first = new Map<string, PreparedResponse>();
  for (const item of items) if (!first.has(item.submission.responseId)) first.set(item.submission.responseId, item);
  const fresh = [...first.values()];
  const responseRows = fresh.map(({ submission, companyId, userId, form, hash, verified, captchaId }) => ({
    id: submission.responseId,
    form_id: form.id,
    company_id: companyId,
    form_version: submission.formVersion ?? form.version,
    user_id: userId,
    device_id: submission.deviceId ?? null,
    content_hash: hash,
    submitted_at: submission.submittedAt ?? null,
    verified_email: verified.verifiedEmail,
    verified_phone: verified.verifiedPhone,
    captcha_id: captchaId,
    verification_hash: verified.tokenHash,
  }));
  const answerData = fresh.flatMap((p) => answerRows(p.submission.responseId, p.form.id, p.accepted, p.design));
  const { inserted, unproven } = await insertResponses(db, responseRows, answerData);
  const insertedIds = new Set(inserted.map((r) => r.id));
  await notifyFullForms(db, fresh.filter((p) => insertedIds.has(p.submission.responseId)).map((p) => p.form), (f) => currentSettings(f).maxAnswers);
  const missing = fresh.map((p) => p.submission.responseId).filter((id) => !insertedIds.has(id));
  const existing: StoredRow[] = missing.length === 0 ? [] : (await db
    .select({ id: responses.id, received_at: responses.receivedAt, form_id: responses.formId, content_hash: responses.contentHash, company_id: responses.companyId })
    .from(responses).where(inArray(responses.id, missing)));
  const stored = new Map([...inserted, ...existing].map((r) => [r.id, r]));
  return items.map((item) => {
    const id = item.submission.responseId;
    const row = stored.get(id);
    const isFirstInsert = insertedIds.has(id) && first.get(id) === item;
    const taken = unproven.get(id);
    if (!row && taken) return takenProofError(taken);
    if (row?.company_id !== item.companyId || (!isFirstInsert && row.content_hash !== item.hash)) return responseConflict();
    return { responseId: id, formId: row.form_id, receivedAt: asIso(row.received_at), duplicate: !isFirstInsert };
  });
}

/**
 * What a response already stored in this company under this responseId says about a submission:
 * the same content is acknowledged as a duplicate, whatever the form's state now (a device that
 * missed the first acknowledgement must never be told it failed); other content is a conflict,
 * whatever else is wrong with it. Null when nothing is stored.
 */
export async function storedOutcome(ctx: SaveContext, submission: ResponseSubmission): Promise<SavedResponse | ApiError | null> {
  const [row] = await ctx.db
    .select({ formId: responses.formId, companyId: responses.companyId, contentHash: responses.contentHash, receivedAt: responses.receivedAt })
    .from(responses).where(eq(responses.id, submission.responseId)).limit(1);
  if (row?.companyId !== ctx.companyId) return null;
  if (row.contentHash !== contentHash({ formId: submission.formId, answers: submission.answers })) return responseConflict();
  return { responseId: submission.responseId, formId: row.formId, receivedAt: row.receivedAt.toISOString(), duplicate: true };
}

/**
 * prepareSubmission, except that the stored row decides first for a responseId already stored:
 * its acknowledgement or the conflict. It is read only when a check refuses, so a fresh answer
 * pays nothing for it; one that passes every check meets the stored row in the insert instead.
 */
export async function prepareOrAcknowledge(ctx: SaveContext, submission: ResponseSubmission): Promise<PreparedResponse | SavedResponse> {
  try {
    return await prepareSubmission(ctx, submission);
  } catch (error) {
    const stored = await storedOutcome(ctx, submission);
    if (stored instanceof ApiError) throw stored;
    if (stored) return stored;
    throw error;
  }
}
