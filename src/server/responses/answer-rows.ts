import type { AnswerValue, Answers } from '#core/answers/answer.schema';
import type { answers } from '#server/db/schema/index';

type AnswerInsert = typeof answers.$inferInsert;

function asNumber(value: AnswerValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** value keeps the answer as given; value_text / value_number are the forms SQL aggregates over. */
export function answerRows(responseId: string, formId: number, accepted: Answers): AnswerInsert[] {
  return Object.entries(accepted).map(([elementId, value]) => ({
    responseId,
    formId,
    elementId,
    value,
    valueText: Array.isArray(value) ? value.join('\n') : value === null ? null : String(value),
    valueNumber: value === null || Array.isArray(value) ? null : asNumber(value),
  }));
}
