import type { Comparison, Condition } from '#core/forms';
import { comparison, literal, type Operator, splitTerms } from './expression-terms';

const comparisonOf: Record<Operator, Comparison> = { '=': 'eq', '!=': 'neq', '>': 'gt', '>=': 'gte', '<': 'lt', '<=': 'lte' };

/** How a relevance expression finds the design's element for `${name}` and the value's option id. */
export interface ConditionTarget {
  elementId: string;
  value(source: string | number): string | number;
}
export type ResolveReference = (name: string) => ConditionTarget | undefined;

function selectedCondition(term: string, resolve: ResolveReference): Condition | null {
  const negated = /^not\(\s*(.*)\s*\)$/i.exec(term);
  const inner = negated?.[1] ?? term;
  const match = /^selected\(\s*\$\{([^}]+)\}\s*,\s*('[^']*'|"[^"]*")\s*\)$/i.exec(inner.trim());
  const target = match?.[1] ? resolve(match[1].trim()) : undefined;
  const value = match?.[2] ? literal(match[2]) : null;
  if (!target || value === null || value === '') return null;
  return { elementId: target.elementId, comparison: negated ? 'neq' : 'eq', value: target.value(value) };
}

function comparedCondition(term: string, resolve: ResolveReference): Condition | null {
  const reference = /^\$\{([^}]+)\}/.exec(term)?.[1] ?? /\$\{([^}]+)\}$/.exec(term)?.[1];
  if (!reference) return null;
  const escaped = reference.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const compared = comparison(term, new RegExp(`\\$\\{\\s*${escaped}\\s*\\}`));
  const target = resolve(reference.trim());
  const value = compared ? literal(compared.other) : null;
  if (!compared || !target || value === null || String(value).trim() === '') return null;
  return { elementId: target.elementId, comparison: comparisonOf[compared.operator], value: target.value(value) };
}

function termCondition(term: string, resolve: ResolveReference): Condition | null {
  let text = term.trim();
  while (/^\((.*)\)$/.test(text) && splitTerms(text.slice(1, -1))) text = text.slice(1, -1).trim();
  return selectedCondition(text, resolve) ?? comparedCondition(text, resolve);
}

/**
 * A `relevant` expression as the conditions of a show rule: `${q} = 'yes'`, `${age} >= 18`,
 * `selected(${q}, 'a')`, `not(selected(...))`, joined all by `and` or all by `or`. null when any
 * part has no equivalent (functions, arithmetic, mixed joins, an answer compared with empty text).
 */
export function relevanceConditions(expression: string, resolve: ResolveReference): { join: 'and' | 'or'; conditions: Condition[] } | null {
  const split = splitTerms(expression.trim());
  if (!split) return null;
  const conditions: Condition[] = [];
  for (const term of split.terms) {
    const condition = termCondition(term, resolve);
    if (!condition) return null;
    conditions.push(condition);
  }
  return conditions.length > 0 ? { join: split.join, conditions } : null;
}
