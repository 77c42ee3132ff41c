import type { AnswerValue } from '../answers/answer.schema';
import { isEmptyAnswer } from '../answers/answer.schema';
import type { Comparison, Condition } from './rule.schema';

function asNumber(value: string | number | boolean): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function compareOne(answer: string | number | boolean, comparison: Comparison, expected: string | number): boolean {
  const a = asNumber(answer);
  const b = asNumber(expected);
  if (a !== null && b !== null) {
    switch (comparison) {
      case 'eq': return a === b;
      case 'neq': return a !== b;
      case 'gt': return a > b;
      case 'gte': return a >= b;
      case 'lt': return a < b;
      case 'lte': return a <= b;
    }
  }
  const equal = String(answer) === String(expected);
  if (comparison === 'eq') return equal;
  if (comparison === 'neq') return !equal;
  return false;
}

/** An unanswered element satisfies no condition; a multi-choice answer matches by membership. */
export function conditionHolds(condition: Condition, answer: AnswerValue | undefined): boolean {
  if (isEmptyAnswer(answer) || answer === undefined || answer === null) return false;
  if (Array.isArray(answer)) {
    const includes = answer.some((item) => compareOne(item, 'eq', condition.value));
    if (condition.comparison === 'eq') return includes;
    if (condition.comparison === 'neq') return !includes;
    return answer.some((item) => compareOne(item, condition.comparison, condition.value));
  }
  return compareOne(answer, condition.comparison, condition.value);
}
