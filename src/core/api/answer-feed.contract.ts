import { z } from 'zod';
import { urlNumber } from './url-number.schema';
import { answerRowSchema } from './statistics.contract';

/**
 * GET /api/v1/form/{id}/answer-feed?cursor=&limit=: the form's answers after a cursor, in the order
 * they were stored (docs/integrations.md). The cursor is opaque to clients; the server reads it.
 */
export const ANSWER_FEED_MAX_LIMIT = 500;

export const answerFeedQuerySchema = z.object({
  /** nextCursor of the last page received; none = from the first answer */
  cursor: z.string().max(200, 'validation.answerCursor').optional(),
  limit: urlNumber(z.number().int().min(1).max(ANSWER_FEED_MAX_LIMIT)).default(100),
});
export type AnswerFeedQuery = z.infer<typeof answerFeedQuerySchema>;

export const answerFeedSchema = z.object({
  /** oldest stored first */
  data: z.array(answerRowSchema),
  /** where the next call starts: after the last answer of this page, else the cursor asked with (null from the start of an empty feed) */
  nextCursor: z.string().nullable(),
  /** more answers are ready now: call again at once; else poll later */
  hasMore: z.boolean(),
});
export type AnswerFeed = z.infer<typeof answerFeedSchema>;
