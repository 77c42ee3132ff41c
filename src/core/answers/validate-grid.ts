import type { FormElement } from '../forms/element.schema';
import type { Message } from '../i18n/message-keys';
import type { AnswerValue } from './answer.schema';
import { isKeyedAnswer } from './answer.schema';

/**
 * radioGrid / checkboxGrid: row id → column id (radio) or column ids (checkbox). A required grid
 * needs every row answered; an optional one may leave rows empty.
 */
export function choiceGridProblem(element: FormElement, value: AnswerValue): Message | null {
  if (!isKeyedAnswer(value)) return { key: 'validation.malformed' };
  const rows = new Set((element.rows ?? []).map((r) => r.id));
  const columns = new Set((element.columns ?? []).map((c) => c.id));
  const multiple = element.kind === 'checkboxGrid';
  for (const [row, chosen] of Object.entries(value)) {
    if (multiple !== Array.isArray(chosen)) return { key: 'validation.malformed' };
    const items = Array.isArray(chosen) ? chosen : chosen === '' ? [] : [chosen];
    if (new Set(items).size !== items.length) return { key: 'validation.malformed' };
    if (!rows.has(row) || items.some((item) => !columns.has(item))) return { key: 'validation.unknownOption' };
  }
  if (element.required) {
    const answered = (row: string) => {
      const chosen = value[row];
      return chosen !== undefined && chosen.length > 0;
    };
    if (![...rows].every(answered)) return { key: 'validation.rowsIncomplete' };
  }
  return null;
}
