import { answerDetailSchema as contractSchema } from '#core/api';

/**
 * GET {id}/answers/{responseId}: the response as in the answer table, with the removed questions it
 * answered (absent from copies kept before they were sent: read as none). Extra fields are ignored.
 */
export const answerDetailSchema = contractSchema.extend({ removedQuestions: contractSchema.shape.removedQuestions.default([]) });
