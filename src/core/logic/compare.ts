import type { AnswerValue } from '../answers/answer.schema';
import { isEmptyAnswer } from '../answers/answer.schema';
import { parseDecimal } from '../answers/parse-number';
import type { Comparison, Condition } from './rule.schema';

function compareOne(answer: string | number | boolean, comparison: Comparison, expected: string | number): boolean {
  const a = parseDecimal(answer);
  const b = parseDecimal(expected);
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
