import type { AnswerValue, KeyedAnswer } from '#core/answers';
import { isKeyedAnswer } from '#core/answers';

export const keyedOf = (value: AnswerValue | undefined): KeyedAnswer => (isKeyedAnswer(value) ? value : {});

/** A keyed answer with one entry set (empty text or an empty list removes it); nothing left is no answer. */
export function withEntry(answer: KeyedAnswer, key: string, entry: string | readonly string[] | null | undefined): KeyedAnswer | undefined {
  const { [key]: _cleared, ...without } = answer;
  const empty = entry === null || entry === undefined || entry === '' || (Array.isArray(entry) && entry.length === 0);
  const next: KeyedAnswer = empty ? without : { ...answer, [key]: typeof entry === 'string' ? entry : [...entry] };
  return Object.keys(next).length === 0 ? undefined : next;
}

/** radioGrid: the column chosen in a row. */
export function rowChoice(answer: KeyedAnswer, rowId: string): string | null {
  const entry = answer[rowId];
  return typeof entry === 'string' ? entry : null;
}

/** checkboxGrid: the columns ticked in a row, in the author's column order. */
export function rowChecks(answer: KeyedAnswer, rowId: string): string[] {
  const entry = answer[rowId];
  return Array.isArray(entry) ? entry : typeof entry === 'string' ? [entry] : [];
}

export function orderedChecks(checked: readonly string[], columnOrder: readonly string[]): string[] {
  const set = new Set(checked);
  return columnOrder.filter((id) => set.has(id));
}
