import { type AnswerValue, type Answers, isFileList, isKeyedAnswer } from '#core/answers';
import { parseDecimal } from '#core/answers';
import type { AnswerInsert } from './insert-responses';

/** The answer as one text for SQL: option ids one per line, file names, keyed parts as JSON. */
function answerText(value: AnswerValue): string | null {
  if (value === null) return null;
  if (isFileList(value)) return value.map((file) => file.name).join('\n');
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join('\n');
  if (isKeyedAnswer(value)) return JSON.stringify(value);
  return String(value);
}

/** value keeps the answer as given; value_text / value_number are the forms SQL aggregates over. */
export function answerRows(responseId: string, formId: number, accepted: Answers): AnswerInsert[] {
  return Object.entries(accepted).map(([elementId, value]) => ({
    response_id: responseId,
    form_id: formId,
    element_id: elementId,
    value,
    value_text: answerText(value),
    value_number: parseDecimal(value),
  }));
}
