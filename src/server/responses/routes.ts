import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode, successSchema } from '#core/api/envelope';
import {
  type BatchItemResult, batchBodySchema, batchReplySchema, responseSubmissionSchema, savedResponseSchema,
} from '#core/api/responses.contract';
import { api } from '#core/api/routes';
import type { FormRow } from '#server/forms/form-view';
import { ApiError } from '#server/http/api-error';
import { failureBody, ok } from '#server/http/envelope';
import { requestLanguage } from '#server/http/language';
import { saveSubmission } from './save-response';

const tags = ['response'];

/** Codes a person can clear (sign in, wait for the form to be enabled again); the rest never succeed on retry. */
const retryable = new Set<string>([ErrorCode.Unauthorized, ErrorCode.FormDisabled, ErrorCode.FormAwaitingReview, ErrorCode.Server]);

function itemId(item: unknown): string | null {
  if (item === null || typeof item !== 'object') return null;
  const id = (item as { responseId?: unknown }).responseId;
  return typeof id === 'string' ? id.slice(0, 100) : null;
}

export const responseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(api.saveResponse, {
    schema: { tags, summary: 'Save one response; idempotent on responseId', body: responseSubmissionSchema, response: { 200: successSchema(savedResponseSchema) } },
  }, async (req) => ok(await saveSubmission({ db: app.db, companyId: req.company.id, user: req.user }, req.body)));

  app.post(api.saveResponses, {
    schema: { tags, summary: 'Save up to 100 responses; one result per item, in order', body: batchBodySchema, response: { 200: successSchema(batchReplySchema) } },
  }, async (req) => {
    const language = requestLanguage(req);
    const ctx = { db: app.db, companyId: req.company.id, user: req.user, formCache: new Map<number, FormRow>() };
    const results: BatchItemResult[] = [];
    for (const item of req.body.responses) {
      const parsed = responseSubmissionSchema.safeParse(item);
      try {
        if (!parsed.success) {
          throw new ApiError(400, ErrorCode.Validation, { key: 'validation.malformed' },
            parsed.error.issues.map((i) => ({ field: i.path.join('.'), key: 'validation.malformed' as const })));
        }
        const saved = await saveSubmission(ctx, parsed.data);
        results.push({ status: 'saved', responseId: saved.responseId, receivedAt: saved.receivedAt, duplicate: saved.duplicate });
      } catch (error) {
        if (!(error instanceof ApiError)) req.log.error({ err: error }, 'batch item failed');
        const apiError = error instanceof ApiError ? error : new ApiError(500, ErrorCode.Server, { key: 'error.server' });
        const body = failureBody(language, apiError);
        results.push({
          status: 'rejected', responseId: itemId(item), code: body.code, message: body.message,
          permanent: !retryable.has(body.code), ...(body.errors ? { errors: body.errors } : {}),
        });
      }
    }
    return ok({ results });
  });
};
