import type { AnswerValue } from '#core/answers';
import type { Comparison, Condition, LogicRule } from '#core/forms';

/** A deterministic pseudo-random source (mulberry32), so every run measures the same form. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type BenchKind = 'number' | 'radio' | 'checkbox' | 'text';

export interface BenchElement {
  id: string;
  kind: BenchKind;
}

export interface BenchForm {
  elements: BenchElement[];
  rules: LogicRule[];
}

const optionIds = ['o1', 'o2', 'o3', 'o4'];

function kindAt(i: number): BenchKind {
  const slot = i % 10;
  if (slot < 4) return 'number';
  if (slot < 7) return 'radio';
  if (slot < 9) return 'checkbox';
  return 'text';
}

function conditionOn(element: BenchElement, next: () => number): Condition {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  switch (element.kind) {
    case 'number':
      return { elementId: element.id, comparison: pick(['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const), value: Math.floor(next() * 100) };
    case 'radio':
    case 'checkbox':
      return { elementId: element.id, comparison: pick(['eq', 'neq'] as const), value: pick(optionIds) };
    case 'text':
      return { elementId: element.id, comparison: pick(['eq', 'neq'] as const), value: pick(['có', 'không']) };
  }
}

/**
 * `elementCount` elements (40 % number, 30 % radio, 20 % checkbox, 10 % text) and `ruleCount`
 * rules of 1–3 conditions joined by and/or; 95 % show 1–2 elements further down the form (so
 * showing cascades), 5 % forbid submission.
 */
export function generateForm(elementCount = 1000, ruleCount = 2000, seed = 42): BenchForm {
  const next = random(seed);
  const elements = Array.from({ length: elementCount }, (_, i): BenchElement => ({ id: `q${i}`, kind: kindAt(i) }));
  const rules = Array.from({ length: ruleCount }, (_, i): LogicRule => {
    const conditions = Array.from({ length: 1 + Math.floor(next() * 3) }, () => conditionOn(elements[Math.floor(next() * elementCount)]!, next));
    const lowest = Math.max(...conditions.map((c) => Number(c.elementId.slice(1))));
    const later = () => `q${Math.min(elementCount - 1, lowest + 1 + Math.floor(next() * 50))}`;
    const actions: LogicRule['actions'] = next() < 0.05
      ? [{ type: 'forbidSubmit' }]
      : [{ type: 'show', elementIds: [...new Set([later(), ...(next() < 0.5 ? [later()] : [])])] }];
    return { id: `r${i}`, join: next() < 0.7 ? 'and' : 'or', conditions, actions };
  });
  return { elements, rules };
}

/** A plausible answer for an element. */
export function answerFor(element: BenchElement, next: () => number): AnswerValue {
  switch (element.kind) {
    case 'number':
      return Math.floor(next() * 100);
    case 'radio':
      return optionIds[Math.floor(next() * optionIds.length)]!;
    case 'checkbox':
      return optionIds.filter(() => next() < 0.5);
    case 'text':
      return next() < 0.5 ? 'có' : 'không';
  }
}

const operators: Record<Comparison, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** The same condition in survey-core's expression language (checkboxes compare by membership). */
function surveyCondition(condition: Condition, kind: BenchKind): string {
  const value = typeof condition.value === 'number' ? String(condition.value) : `'${condition.value}'`;
  if (kind === 'checkbox') return `{${condition.elementId}} ${condition.comparison === 'eq' ? 'contains' : 'notcontains'} ${value}`;
  return `{${condition.elementId}} ${operators[condition.comparison]} ${value}`;
}

/**
 * A rule's conditions in survey-core's expression language. With `emptyNeverHolds`, a condition on
 * an unanswered question is false, as in ours (`conditionHolds`); survey-core alone would hold
 * `{q} <> 'x'` for an empty q.
 */
export function surveyExpression(rule: LogicRule, kinds: ReadonlyMap<string, BenchKind>, { emptyNeverHolds = false } = {}): string {
  return rule.conditions.map((c) => {
    const condition = surveyCondition(c, kinds.get(c.elementId)!);
    return emptyNeverHolds ? `({${c.elementId}} notempty and ${condition})` : `(${condition})`;
  }).join(` ${rule.join} `);
}
