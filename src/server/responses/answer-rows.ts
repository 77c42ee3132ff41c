import type { Answers } from '#core/answers/answer.schema';
import { parseDecimal } from '#core/answers/parse-number';
import type { AnswerInsert } from './insert-responses';

/** value keeps the answer as given; value_text / value_number are the forms SQL aggregates over. */
export function answerRows(responseId: string, formId: number, accepted: Answers): AnswerInsert[] {
  return Object.entries(accepted).map(([elementId, value]) => ({
    response_id: responseId,
    form_id: formId,
    element_id: elementId,
    value,
    value_text: Array.isArray(value) ? value.join('\n') : value === null ? null : String(value),
    value_number: parseDecimal(value),
  }));
}
