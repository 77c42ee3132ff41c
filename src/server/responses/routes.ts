import type { ZodApp } from '#server/http/zod-app';
import { ErrorCode, responseCalls as calls } from '#core/api';
import { type BatchItemResult, type ResponseSubmission, responseSubmissionSchema } from '#core/api';
import { EXPECTED_USER_HEADER } from '#core/constants';
import { ApiError } from '#server/http/api-error';
import { failureBody, ok } from '#server/http/envelope';
import { requestLanguage } from '#server/http/language';
import { registerCall } from '#server/http/register-call';
import { checkExpectedUser } from './expected-user';
import { countSubmission } from './submission-rate';
import { saveSubmissions } from './response-writer';

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

/** Each item of a batch is parsed on its own: a malformed one is refused alone. */
function parseItem(item: unknown): ResponseSubmission | ApiError {
  const parsed = responseSubmissionSchema.safeParse(item);
  if (parsed.success) return parsed.data;
  return new ApiError(400, ErrorCode.Validation, { key: 'validation.malformed' },
    parsed.error.issues.map((i) => ({ field: i.path.join('.'), key: 'validation.malformed' as const })));
}

function itemId(item: unknown): string | null {
  if (item === null || typeof item !== 'object') return null;
  const id = (item as { responseId?: unknown }).responseId;
  return typeof id === 'string' ? id.slice(0, 100) : null;
}

export function responseRoutes(app: ZodApp) {
  registerCall(app, calls.save, { tags, summary: 'Save one response; idempotent on responseId', trustedReply: true }, async (req) => {
    await countSubmission(app.db, app.settings.submissionLimits, req.user, req.ip);
    checkExpectedUser(req.headers[EXPECTED_USER_HEADER], req.user);
    const ctx = { db: app.db, companyId: req.company.id, user: req.user, forms: app.hotRows.forms, designs: app.hotRows.designs };
    // an unexpected failure is an answer not stored: said so (error.answerNotSaved), as in the batch
    const [outcome] = await saveSubmissions(ctx, [req.body], (err) => req.log.error({ err }, 'response not saved'));
    if (!outcome || outcome instanceof ApiError) throw outcome ?? new Error('no outcome');
    return ok(outcome);
  });

  registerCall(app, calls.saveBatch, { tags, summary: 'Save up to 100 responses; one result per item, in order', trustedReply: true }, async (req) => {
    await countSubmission(app.db, app.settings.submissionLimits, req.user, req.ip);
    checkExpectedUser(req.headers[EXPECTED_USER_HEADER], req.user);
    const language = requestLanguage(req);
    const ctx = { db: app.db, companyId: req.company.id, user: req.user, forms: app.hotRows.forms, designs: app.hotRows.designs };
    const reject = (item: unknown, error: ApiError): BatchItemResult => {
      const body = failureBody(language, error);
      return {
        status: 'rejected', responseId: itemId(item), code: body.code, message: body.message,
        permanent: !retryable.has(body.code), ...(body.errors ? { errors: body.errors } : {}),
      };
    };
    const submissions = req.body.responses.map(parseItem);
    const outcomes = await saveSubmissions(ctx, submissions, (error) => req.log.error({ err: error }, 'batch commit failed'));
    const results = outcomes.map((outcome, i): BatchItemResult => (outcome instanceof ApiError
      ? reject(req.body.responses[i], outcome)
      : { status: 'saved', responseId: outcome.responseId, receivedAt: outcome.receivedAt, duplicate: outcome.duplicate }));
    return ok({ results });
  });
}
