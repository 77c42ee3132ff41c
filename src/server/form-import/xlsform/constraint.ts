import type { ElementKind, FormElementInput } from '#core/forms';
import { comparison, literal, type Operator, splitTerms } from './expression-terms';

type Limits = Partial<Pick<FormElementInput, 'min' | 'max' | 'minLength' | 'maxLength' | 'minChoices' | 'maxChoices' | 'disallowPast' | 'disallowFuture' | 'minDate' | 'maxDate'>>;

/** A bound on a whole count: `< 51` is at most 50; equality sets both ends. */
function countBound(operator: Operator, n: number, low: 'min' | 'minLength' | 'minChoices', high: 'max' | 'maxLength' | 'maxChoices'): Limits | null {
  if (!Number.isInteger(n) || operator === '!=') return null;
  switch (operator) {
    case '>=': return { [low]: n };
    case '>': return { [low]: n + 1 };
    case '<=': return { [high]: n };
    case '<': return { [high]: n - 1 };
    case '=': return { [low]: n, [high]: n };
  }
}

function numberBound(kind: ElementKind, operator: Operator, value: string | number | null): Limits | null {
  if (typeof value !== 'number') return null;
  if (kind === 'number') return countBound(operator, value, 'min', 'max');
  if (operator === '>=') return { min: value };
  if (operator === '<=') return { max: value };
  return null; // a decimal's strict bound has no inclusive equivalent
}

function dateBound(operator: Operator, other: string): Limits | null {
  if (/^today\(\s*\)$/i.test(other)) {
    if (operator === '>=') return { disallowPast: true };
    if (operator === '<=') return { disallowFuture: true };
    return null;
  }
  const day = /^(?:date\(\s*)?'(\d{4}-\d{2}-\d{2})'\s*\)?$/.exec(other)?.[1];
  if (!day) return null;
  if (operator === '>=') return { minDate: day };
  if (operator === '<=') return { maxDate: day };
  return null;
}

function termLimits(kind: ElementKind, term: string): Limits | null {
  const length = comparison(term, /string-length\(\s*\.\s*\)/);
  if (length) return kind === 'text' ? countBound(length.operator, Number(length.other), 'minLength', 'maxLength') : null;
  const count = comparison(term, /count-selected\(\s*\.\s*\)/);
  if (count) return kind === 'checkbox' ? countBound(count.operator, Number(count.other), 'minChoices', 'maxChoices') : null;
  const self = comparison(term, /\./);
  if (!self) return null;
  if (kind === 'number' || kind === 'decimal') return numberBound(kind, self.operator, literal(self.other));
  if (kind === 'date' || kind === 'datetime') return dateBound(self.operator, self.other);
  return null;
}

/**
 * The limits a `constraint` sets, when every term maps to one (ranges, lengths, counts, dates) and
 * they are joined by `and`; null when any part has no equivalent in the design.
 */
export function constraintLimits(kind: ElementKind, expression: string): Limits | null {
  const split = splitTerms(expression);
  if (!split || (split.join === 'or' && split.terms.length > 1)) return null;
  const limits: Limits = {};
  for (const term of split.terms) {
    const found = termLimits(kind, term);
    if (!found) return null;
    Object.assign(limits, found);
  }
  return limits;
}
