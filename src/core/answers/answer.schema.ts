import { z } from 'zod';
import { elementIdSchema } from '../forms/element.schema';
import { storableString } from '../text';

/** An answer as typed: text, a number, an option id, or several option ids. */
export const answerValueSchema = z.union([
  storableString().max(100_000),
  z.number().finite(),
  z.boolean(),
  z.array(storableString().max(2000)).max(1000),
  z.null(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const answersSchema = z.record(elementIdSchema, answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
