import { defineCall } from './define-call';
import { batchBodySchema, batchReplySchema, responseSubmissionSchema, saveHeadersSchema, savedResponseSchema } from '../responses.contract';

const form = '/api/v1/form';

/**
 * Answer submissions (docs/server-api.md): anyone may send, the form decides who it takes answers
 * from; idempotent on responseId. The offline outbox sends the batch.
 */
export const responseCalls = {
  save: defineCall({ method: 'POST', path: `${form}/save-form-response`, headers: saveHeadersSchema, body: responseSubmissionSchema, reply: savedResponseSchema, permission: 'public' }),
  saveBatch: defineCall({ method: 'POST', path: `${form}/save-form-responses`, headers: saveHeadersSchema, body: batchBodySchema, reply: batchReplySchema, permission: 'public' }),
};
