import { z } from 'zod';
import { answersSchema } from '../answers/answer.schema';
import { EXPECTED_USER_HEADER, MAX_BATCH_RESPONSES } from '../constants';
import { MAX_INT4, storableString } from '../text';
import { submissionProofSchema } from './answering.contract';
import { fieldErrorSchema } from './envelope';

/** One submission. `responseId` is made by the client and makes every retry idempotent. */
export const responseSubmissionSchema = z.object({
  responseId: z.uuid(),
  formId: z.number().int().positive().max(MAX_INT4),
  formVersion: z.number().int().nonnegative().max(MAX_INT4).optional(),
  answers: answersSchema,
  /** when the person pressed submit on their device, possibly long before it reached us */
  submittedAt: z.iso.datetime({ offset: true }).optional(),
  deviceId: storableString().max(100).optional(),
}).extend(submissionProofSchema.shape);
export type ResponseSubmission = z.infer<typeof responseSubmissionSchema>;

export const savedResponseSchema = z.object({
  responseId: z.uuid(),
  formId: z.number().int(),
  receivedAt: z.string(),
  duplicate: z.boolean(),
});
export type SavedResponse = z.infer<typeof savedResponseSchema>;

/**
 * Headers of the save calls. An answer queued by a signed-in user is sent with that user's id: the
 * server saves it only under that user's session (docs/offline.md, "Shared devices").
 */
export const saveHeadersSchema = z.object({
  [EXPECTED_USER_HEADER]: z.string().regex(/^[1-9][0-9]{0,15}$/).optional()
    .describe('The id of the user who made the answer; a session of another user (or none) gets 409 SESSION_USER_CHANGED and nothing is stored'),
});

export const batchBodySchema = z.object({
  responses: z.array(z.unknown()).min(1).max(MAX_BATCH_RESPONSES),
});

export const batchItemResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), responseId: z.uuid(), receivedAt: z.string(), duplicate: z.boolean() }),
  z.object({
    status: z.literal('rejected'),
    responseId: z.string().nullable(),
    code: z.string(),
    message: z.string(),
    /** true when a retry can never succeed (bad content); false when a person can fix it (sign-in, captcha) */
    permanent: z.boolean(),
    errors: z.array(fieldErrorSchema).optional(),
  }),
]);
export type BatchItemResult = z.infer<typeof batchItemResultSchema>;

export const batchReplySchema = z.object({ results: z.array(batchItemResultSchema) });
export type BatchReply = z.infer<typeof batchReplySchema>;
