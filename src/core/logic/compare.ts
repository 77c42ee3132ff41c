import type { AnswerValue } from '../answers/answer.schema';
import { isEmptyAnswer, isFileList, isKeyedAnswer } from '../answers/answer.schema';
import { parseDecimal } from '../answers/parse-number';
import type { Comparison, Condition } from '../forms/rule.schema';

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
  const items = comparableItems(answer);
  if (items === null) return compareOne(answer as string | number | boolean, condition.comparison, condition.value);
  const includes = items.some((item) => compareOne(item, 'eq', condition.value));
  if (condition.comparison === 'eq') return includes;
  if (condition.comparison === 'neq') return !includes;
  return items.some((item) => compareOne(item, condition.comparison, condition.value));
}

/**
 * The values a multi-part answer is compared by membership: chosen options, the parts of a keyed
 * answer (grid cells, address codes); files compare as nothing. null for a single value.
 */
function comparableItems(answer: AnswerValue): (string | number | boolean)[] | null {
  if (isFileList(answer)) return [];
  if (Array.isArray(answer)) return answer.filter((item): item is string => typeof item === 'string');
  if (isKeyedAnswer(answer)) return Object.values(answer).flat();
  return null;
}
