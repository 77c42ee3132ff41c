import { answerRowSchema } from '#core/api';

/** GET {id}/answers/{responseId}: the response as in the answer table (extra fields, such as the form's title, are ignored). */
export const answerDetailSchema = answerRowSchema;
