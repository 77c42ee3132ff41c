import type { ZodApp } from '#server/http/zod-app';
import { ErrorCode, responseCalls as calls } from '#core/api';
import { type BatchItemResult, type SavedResponse, responseSubmissionSchema } from '#core/api';
import { EXPECTED_USER_HEADER } from '#core/constants';
import { ApiError } from '#server/http/api-error';
import { refusedValueError } from '#server/http/refused-value';
import { failureBody, ok } from '#server/http/envelope';
import { requestLanguage } from '#server/http/language';
import { registerCall } from '#server/http/register-call';
import { newBatchTally } from './answer-limits';
import { type LockedDb, isolated, withFormLocks } from './form-locks';
import { checkExpectedUser } from './expected-user';
import { countSubmission } from './submission-rate';
import { type PreparedResponse, type SaveContext, commitResponses, formsWithLimits, prepareOrAcknowledge, saveSubmission } from './save-response';

const tags = ['response'];

/**
 * Codes a person can clear (sign in, solve a captcha, verify, wait for the form to open or be
 * enabled again): `permanent: false`. The rest (FORM_FULL, ANSWER_LIMIT, FORM_CLOSED, VALIDATION,
 * RESPONSE_CONFLICT...) never succeed on retry; the device still keeps such items, parked with the reason.
 */
const retryable = new Set<string>([
  ErrorCode.Unauthorized, ErrorCode.FormDisabled, ErrorCode.FormAwaitingReview, ErrorCode.FormNotStarted,
  ErrorCode.CaptchaRequired, ErrorCode.CaptchaWrong, ErrorCode.VerificationRequired, ErrorCode.TooManyRequests, ErrorCode.Server,
]);

function itemFormId(item: unknown): number | null {
  if (item === null || typeof item !== 'object') return null;
  const formId = (item as { formId?: unknown }).formId;
  return typeof formId === 'number' && Number.isSafeInteger(formId) ? formId : null;
}

function itemId(item: unknown): string | null {
  if (item === null || typeof item !== 'object') return null;
  const id = (item as { responseId?: unknown }).responseId;
  return typeof id === 'string' ? id.slice(0, 100) : null;
}

/** One statement for the whole batch; if it fails, each item alone, so one bad item cannot hold back the rest. */
async function commitEachOnFailure(
  items: PreparedResponse[],
  commit: (items: PreparedResponse[]) => Promise<(SavedResponse | ApiError)[]>,
  log: (error: unknown) => void,
): Promise<(SavedResponse | ApiError)[]> {
  try {
    return await commit(items);
  } catch (error) {
    if (items.length === 1) return [asApiError(error, log)];
    const results: (SavedResponse | ApiError)[] = [];
    for (const item of items) {
      try {
        results.push(...(await commit([item])));
      } catch (itemError) {
        results.push(asApiError(itemError, log));
      }
    }
    return results;
  }
}

function asApiError(error: unknown, log: (error: unknown) => void): ApiError {
  if (error instanceof ApiError) return error;
  const refused = refusedValueError(error);
  if (refused) return refused;
  log(error);
  return new ApiError(500, ErrorCode.Server, { key: 'error.answerNotSaved' });
}

/**
 * Each item checked on its own (a bad one never holds back the rest), then one write for all
 * accepted. Inside the forms' locked transaction each item's checks and each lone commit get a
 * savepoint, so one failing statement cannot abort the transaction for the others.
 */
async function saveBatch(
  locked: LockedDb,
  base: SaveContext,
  items: readonly unknown[],
  reject: (item: unknown, error: unknown) => BatchItemResult,
  log: (error: unknown) => void,
): Promise<BatchItemResult[]> {
  const ctx = { ...base, db: locked.db };
  const results: (BatchItemResult | PreparedResponse)[] = [];
  for (const item of items) {
    const parsed = responseSubmissionSchema.safeParse(item);
    try {
      if (!parsed.success) {
        throw new ApiError(400, ErrorCode.Validation, { key: 'validation.malformed' },
          parsed.error.issues.map((i) => ({ field: i.path.join('.'), key: 'validation.malformed' as const })));
      }
      const submission = parsed.data;
      const prepared = await isolated(locked, (db) => prepareOrAcknowledge({ ...ctx, db }, submission));
      results.push('submission' in prepared ? prepared : { status: 'saved', ...prepared });
    } catch (error) {
      results.push(reject(item, error));
    }
  }
  const prepared = results.filter((r): r is PreparedResponse => 'submission' in r);
  const committed = await commitEachOnFailure(prepared, (batch) => isolated(locked, (db) => commitResponses({ ...ctx, db }, batch)), log);
  const outcome = new Map(prepared.map((p, i) => [p, committed[i]]));
  return results.map((r): BatchItemResult => {
    if (!('submission' in r)) return r;
    const done = outcome.get(r);
    if (!done || done instanceof ApiError) return reject(r.submission, done ?? new Error('missing result'));
    return { status: 'saved', responseId: done.responseId, receivedAt: done.receivedAt, duplicate: done.duplicate };
  });
}

export function responseRoutes(app: ZodApp) {
  registerCall(app, calls.save, { tags, summary: 'Save one response; idempotent on responseId', trustedReply: true }, async (req) => {
    await countSubmission(app.db, app.settings.submissionLimits, req.user, req.ip);
    checkExpectedUser(req.headers[EXPECTED_USER_HEADER], req.user);
    const ctx = { db: app.db, companyId: req.company.id, user: req.user, forms: app.hotRows.forms, designs: app.hotRows.designs };
    try {
      return ok(await withFormLocks(app.db, await formsWithLimits(ctx, [req.body.formId]), ({ db }) => saveSubmission({ ...ctx, db }, req.body)));
    } catch (error) {
      // an unexpected failure here is an answer not stored: say so (error.answerNotSaved), as the batch does
      throw asApiError(error, (err) => req.log.error({ err }, 'response not saved'));
    }
  });

  registerCall(app, calls.saveBatch, { tags, summary: 'Save up to 100 responses; one result per item, in order', trustedReply: true }, async (req) => {
    await countSubmission(app.db, app.settings.submissionLimits, req.user, req.ip);
    checkExpectedUser(req.headers[EXPECTED_USER_HEADER], req.user);
    const language = requestLanguage(req);
    const ctx = { db: app.db, companyId: req.company.id, user: req.user, forms: app.hotRows.forms, designs: app.hotRows.designs, batch: newBatchTally() };
    const reject = (item: unknown, error: unknown): BatchItemResult => {
      if (!(error instanceof ApiError)) req.log.error({ err: error }, 'batch item failed');
      const body = failureBody(language, error instanceof ApiError ? error : new ApiError(500, ErrorCode.Server, { key: 'error.answerNotSaved' }));
      return {
        status: 'rejected', responseId: itemId(item), code: body.code, message: body.message,
        permanent: !retryable.has(body.code), ...(body.errors ? { errors: body.errors } : {}),
      };
    };
    const formIds = req.body.responses.map(itemFormId).filter((id): id is number => id !== null);
    const results = await withFormLocks(app.db, await formsWithLimits(ctx, formIds), (locked) =>
      saveBatch(locked, ctx, req.body.responses, reject, (error) => req.log.error({ err: error }, 'batch commit failed')));
    return ok({ results });
  });
}
