import type { FieldProblem } from '../i18n/message-keys';
import { comparisons, type Condition, type LogicRule, type RuleAction } from './rule.schema';

function conditionFilled(condition: Condition, elementIds: ReadonlySet<string>): boolean {
  return elementIds.has(condition.elementId) &&
    (comparisons as readonly string[]).includes(condition.comparison) &&
    String(condition.value).trim() !== '';
}

function actionFilled(action: RuleAction, elementIds: ReadonlySet<string>): boolean {
  return action.type === 'forbidSubmit' || (action.elementIds.length > 0 && action.elementIds.every((id) => elementIds.has(id)));
}

/**
 * SPEC 5 "logic not fully filled and no action chosen": every condition names an element of the
 * design, a comparison and a value, and there is at least one action (show names ≥ 1 element).
 * One problem per rule, at `logic.<ruleId>`; a rule id used twice is invalid.
 */
export function checkLogicDesign(rules: readonly LogicRule[], elementIds: ReadonlySet<string>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    const field = `logic.${rule.id}`;
    if (seen.has(rule.id)) problems.push({ field, key: 'validation.invalid' });
    seen.add(rule.id);
    const complete = rule.conditions.length > 0 && rule.conditions.every((c) => conditionFilled(c, elementIds)) &&
      rule.actions.length > 0 && rule.actions.every((a) => actionFilled(a, elementIds));
    if (!complete) problems.push({ field, key: 'validation.logicIncomplete' });
  }
  return problems;
}
