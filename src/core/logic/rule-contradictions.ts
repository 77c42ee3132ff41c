import { parseDecimal } from '../answers/parse-number';
import type { Condition } from '../forms/rule.schema';

interface Bound { value: number; inclusive: boolean }

/** `value` as the engine compares it: a number when it reads as one, else its text. */
function normalised(value: string | number): string {
  const n = parseDecimal(value);
  return n === null ? `text:${String(value)}` : `number:${n}`;
}

function tighterLower(a: Bound | null, b: Bound): Bound {
  if (!a || b.value > a.value || (b.value === a.value && !b.inclusive)) return b;
  return a;
}

function tighterUpper(a: Bound | null, b: Bound): Bound {
  if (!a || b.value < a.value || (b.value === a.value && !b.inclusive)) return b;
  return a;
}

function inside(n: number, lower: Bound | null, upper: Bound | null): boolean {
  const aboveLower = !lower || n > lower.value || (lower.inclusive && n === lower.value);
  const belowUpper = !upper || n < upper.value || (upper.inclusive && n === upper.value);
  return aboveLower && belowUpper;
}

/**
 * True when conditions on ONE element that all have to hold (an 'and' rule) cannot hold together
 * for a single answer: two different equals, equal and not-equal of one value, or numeric bounds
 * that leave nothing (x > 5 and x < 3). `multiValued` answers (checkbox) may hold several equals.
 */
export function conditionsContradict(conditions: readonly Condition[], multiValued: boolean): boolean {
  const equals = new Set(conditions.filter((c) => c.comparison === 'eq').map((c) => normalised(c.value)));
  const notEquals = new Set(conditions.filter((c) => c.comparison === 'neq').map((c) => normalised(c.value)));
  if ([...equals].some((v) => notEquals.has(v))) return true;
  if (multiValued) return false;
  if (equals.size > 1) return true;
  let lower: Bound | null = null;
  let upper: Bound | null = null;
  for (const c of conditions) {
    const n = parseDecimal(c.value);
    if (n === null) continue;
    if (c.comparison === 'gt' || c.comparison === 'gte') lower = tighterLower(lower, { value: n, inclusive: c.comparison === 'gte' });
    if (c.comparison === 'lt' || c.comparison === 'lte') upper = tighterUpper(upper, { value: n, inclusive: c.comparison === 'lte' });
  }
  const [only] = equals;
  if (only !== undefined) {
    if (!only.startsWith('number:')) return lower !== null || upper !== null;
    return !inside(Number(only.slice('number:'.length)), lower, upper);
  }
  if (!lower || !upper) return false;
  if (lower.value < upper.value) return false;
  if (lower.value > upper.value || !lower.inclusive || !upper.inclusive) return true;
  // the bounds leave one number: not-equal to it empties the range
  return notEquals.has(`number:${lower.value}`);
}
