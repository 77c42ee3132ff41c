import type { FieldProblem } from '../i18n/message-keys';
import { isOtherChoice } from '../answers/choice-encoding';
import { parseDecimal } from '../answers/parse-number';
import type { ElementKind, FormElement } from '../forms/element.schema';
import { choiceKinds, displayOnlyKinds } from '../forms/element.schema';
import type { FormDesign } from '../forms/form.schema';
import { allElements } from '../forms/form.schema';
import { conditionsContradict } from './rule-contradictions';
import type { Condition, LogicRule } from '../forms/rule.schema';

/** Kinds whose answer is one plain value (or, for checkbox, a list of option ids) the engine compares. */
const comparableKinds: readonly ElementKind[] = [
  'email', 'phone', 'number', 'decimal', 'text', 'date', 'datetime', 'nationalId', 'dropdown', 'boolean',
  'checkbox', 'radio', 'linearScale', 'rating',
];
const rangedKinds: readonly ElementKind[] = ['number', 'decimal', 'linearScale', 'rating'];
const ordering = new Set(['gt', 'gte', 'lt', 'lte']);

const filled = (c: Condition) => c.elementId !== '' && c.value !== '';

/** The element's own min / max as conditions, so "x > 10" on a 1..5 scale shows up as impossible. */
function rangeOf(element: FormElement): Condition[] {
  if (!rangedKinds.includes(element.kind)) return [];
  const range: Condition[] = [];
  if (element.min !== undefined) range.push({ elementId: element.id, comparison: 'gte', value: element.min });
  if (element.max !== undefined) range.push({ elementId: element.id, comparison: 'lte', value: element.max });
  return range;
}

/** A condition that no answer of its element can satisfy, whatever the other conditions say. */
function neverHolds(condition: Condition, element: FormElement): boolean {
  if (displayOnlyKinds.includes(element.kind)) return true;
  if (!comparableKinds.includes(element.kind)) return false;
  const { comparison, value } = condition;
  if (choiceKinds.includes(element.kind)) {
    if (ordering.has(comparison)) return true;
    const known = (element.options ?? []).some((o) => o.id === String(value)) ||
      (element.otherOption === true && isOtherChoice(String(value)));
    return comparison === 'eq' && !known;
  }
  if (element.kind === 'boolean') return ordering.has(comparison) || (comparison === 'eq' && value !== 'true' && value !== 'false');
  if (ordering.has(comparison) && parseDecimal(value) === null) return true;
  return conditionsContradict([condition, ...rangeOf(element)], false);
}

function neverFires(rule: LogicRule, elements: ReadonlyMap<string, FormElement>): boolean {
  const judged = rule.conditions.filter(filled).flatMap((c) => {
    const element = elements.get(c.elementId);
    return element ? [{ condition: c, element }] : [];
  });
  if (judged.length === 0) return false;
  const impossible = judged.map(({ condition, element }) => neverHolds(condition, element));
  if (rule.join === 'or') return judged.length === rule.conditions.length && impossible.every(Boolean);
  if (impossible.some(Boolean)) return true;
  const byElement = new Map<string, { element: FormElement; conditions: Condition[] }>();
  for (const { condition, element } of judged) {
    const entry = byElement.get(element.id) ?? { element, conditions: [] };
    entry.conditions.push(condition);
    byElement.set(element.id, entry);
  }
  return [...byElement.values()].some(({ element, conditions }) =>
    comparableKinds.includes(element.kind) &&
    conditionsContradict([...conditions, ...rangeOf(element)], element.kind === 'checkbox'));
}

/**
 * Warnings (not errors: the design may still be saved) about logic rules, at `logic.<ruleId>`:
 * a rule that refers to an element no longer in the design, and a rule that can never fire.
 */
export function ruleWarnings(design: FormDesign): FieldProblem[] {
  const elements = new Map(allElements(design).map((e) => [e.id, e]));
  const warnings: FieldProblem[] = [];
  for (const rule of design.logic) {
    const field = `logic.${rule.id}`;
    const referred = [
      ...rule.conditions.map((c) => c.elementId),
      ...rule.actions.flatMap((a) => (a.type === 'show' ? a.elementIds : [])),
    ];
    if (referred.some((id) => id !== '' && !elements.has(id))) warnings.push({ field, key: 'validation.logicDeletedElement' });
    if (neverFires(rule, elements)) warnings.push({ field, key: 'validation.logicNeverFires' });
  }
  return warnings;
}
