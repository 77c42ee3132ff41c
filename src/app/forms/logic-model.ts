import { cellKinds, choiceGridKinds, displayOnlyKinds, type ElementKind, type FormElement } from '#core/forms';
import { allElements, type FormDesign } from '#core/forms';
import { comparisons, type Comparison, type Condition, type LogicRule, type RuleAction } from '#core/forms';

/** How a condition's value is entered for a question of this kind. */
export type ValueInput = 'option' | 'number' | 'text';

const optionKinds: readonly ElementKind[] = ['dropdown', 'radio', 'checkbox', 'boolean'];
const numberKinds: readonly ElementKind[] = ['number', 'decimal', 'linearScale', 'rating'];
/** Answers made of several parts (rows, cells, files) cannot be compared with one value. */
const notComparable: readonly ElementKind[] = [...displayOnlyKinds, ...cellKinds, ...choiceGridKinds, 'attachment'];

export function valueInputFor(kind: ElementKind | undefined): ValueInput {
  if (kind && optionKinds.includes(kind)) return 'option';
  if (kind && numberKinds.includes(kind)) return 'number';
  return 'text';
}

/** Choices are equal or not; ordering them means nothing. */
export function comparisonsFor(kind: ElementKind | undefined): readonly Comparison[] {
  return valueInputFor(kind) === 'option' ? ['eq', 'neq'] : comparisons;
}

/** Questions a condition may read, across every phase, in the order the respondent meets them. */
export function conditionQuestions(design: FormDesign): FormElement[] {
  return allElements(design).filter((e) => !notComparable.includes(e.kind));
}

/** Anything a "show" action may reveal: every element of every phase. */
export function showableElements(design: FormDesign): FormElement[] {
  return allElements(design);
}

/** The values a choice question can be compared with: option ids, or 'true'/'false' for yes/no. */
export function valueChoices(element: FormElement | undefined, yesNo: { yes: string; no: string }): { value: string; label: string }[] {
  if (!element) return [];
  if (element.kind === 'boolean') {
    return [{ value: 'true', label: element.trueLabel?.trim() || yesNo.yes }, { value: 'false', label: element.falseLabel?.trim() || yesNo.no }];
  }
  return (element.options ?? []).map((o) => ({ value: o.id, label: o.label }));
}

export function blankCondition(): Condition {
  return { elementId: '', comparison: 'eq', value: '' };
}

export function blankRule(id: string): LogicRule {
  return { id, join: 'and', conditions: [blankCondition()], actions: [{ type: 'show', elementIds: [] }] };
}

/** Another question resets the comparison when it no longer fits, and the value always. */
export function withQuestion(condition: Condition, element: FormElement | undefined): Condition {
  const allowed = comparisonsFor(element?.kind);
  return { elementId: element?.id ?? '', comparison: allowed.includes(condition.comparison) ? condition.comparison : 'eq', value: '' };
}

export function isConditionFilled(condition: Condition): boolean {
  return condition.elementId !== '' && condition.value !== '';
}

export function shownIds(action: RuleAction): string[] {
  return action.type === 'show' ? action.elementIds.filter((id) => id !== '') : [];
}

export function isActionFilled(action: RuleAction): boolean {
  return action.type === 'forbidSubmit' || shownIds(action).length > 0;
}

/** A rule the designer can save: every condition and action filled, at least one of each. */
export function isRuleComplete(rule: LogicRule): boolean {
  return rule.conditions.length > 0 && rule.actions.length > 0 && rule.conditions.every(isConditionFilled) && rule.actions.every(isActionFilled);
}
