import type { Answers } from '#core/answers/answer.schema';
import { parseDecimal } from '#core/answers/parse-number';
import type { answers } from '#server/db/schema/index';

type AnswerInsert = typeof answers.$inferInsert;

/** value keeps the answer as given; value_text / value_number are the forms SQL aggregates over. */
export function answerRows(responseId: string, formId: number, accepted: Answers): AnswerInsert[] {
  return Object.entries(accepted).map(([elementId, value]) => ({
    responseId,
    formId,
    elementId,
    value,
    valueText: Array.isArray(value) ? value.join('\n') : value === null ? null : String(value),
    valueNumber: parseDecimal(value),
  }));
}
