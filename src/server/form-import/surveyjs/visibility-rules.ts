import type { Comparison, Condition, LogicRule } from '#core/forms';
import { choiceKinds, numericKinds } from '#core/forms';
import { parseExpression, type ExpressionNode, type Literal } from './expression-parser';
import type { ImportContext, ImportedQuestion } from './import-context';
import { surveyJsNoteCodes } from './note-codes';

/** Conditions joined one way; `single` fits either join. */
interface Joined {
  join: 'and' | 'or' | 'single';
  conditions: Condition[];
}

const CONDITIONS_MAX = 50;
const VALUE_MAX = 2000;
const scaleKinds = [...numericKinds, 'linearScale', 'rating'];
const textKinds = ['text', 'email', 'phone', 'nationalId', 'date', 'datetime'];
const numericComparisons: Readonly<Record<string, Comparison>> = {
  equal: 'eq', notequal: 'neq', greater: 'gt', less: 'lt', greaterorequal: 'gte', lessorequal: 'lte',
};

function joined(join: 'and' | 'or', conditions: Condition[]): Joined {
  return { join: conditions.length === 1 ? 'single' : join, conditions };
}

function asList(value: Literal | Literal[] | null): Literal[] {
  if (value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** radio, dropdown, checkbox: the SurveyJS values as option ids; membership for contains and the list operators. */
function choiceConditions(question: ImportedQuestion, operator: string, value: Literal | Literal[] | null): Joined | null {
  const condition = (comparison: Comparison, optionId: string): Condition => ({ elementId: question.id, comparison, value: optionId });
  if (operator === 'notempty') {
    return question.otherOption ? null : joined('or', [...new Set(question.optionIds.values())].map((id) => condition('eq', id)));
  }
  const ids = asList(value).map((v) => question.optionIds.get(String(v)));
  if (ids.length === 0 || ids.some((id) => id === undefined)) return null;
  const known = ids.filter((id): id is string => id !== undefined);
  const single = !Array.isArray(value);
  if (single && (operator === 'equal' || operator === 'contains')) return joined('and', known.map((id) => condition('eq', id)));
  if (single && (operator === 'notequal' || operator === 'notcontains')) return joined('and', known.map((id) => condition('neq', id)));
  if (operator === 'anyof') return joined('or', known.map((id) => condition('eq', id)));
  if (operator === 'allof') return joined('and', known.map((id) => condition('eq', id)));
  if (operator === 'noneof') return joined('and', known.map((id) => condition('neq', id)));
  return null;
}

function booleanConditions(question: ImportedQuestion, operator: string, value: Literal | Literal[] | null): Joined | null {
  const condition = (comparison: Comparison, answer: boolean): Condition => ({ elementId: question.id, comparison, value: String(answer) });
  if (operator === 'notempty') return joined('or', [condition('eq', true), condition('eq', false)]);
  if (Array.isArray(value) || value === null || (operator !== 'equal' && operator !== 'notequal')) return null;
  const yes = value === true || String(value) === question.booleanValues?.yes;
  const no = value === false || String(value) === question.booleanValues?.no;
  if (yes === no) return null;
  return joined('and', [condition(operator === 'equal' ? 'eq' : 'neq', yes)]);
}

function scalarConditions(question: ImportedQuestion, operator: string, value: Literal | Literal[] | null, numeric: boolean): Joined | null {
  if (Array.isArray(value) || value === null || typeof value === 'boolean') return null;
  const comparison = numericComparisons[operator];
  const text = String(value);
  if (comparison === undefined || text.trim() === '' || text.length > VALUE_MAX) return null;
  if (numeric && !Number.isFinite(Number(text))) return null;
  if (!numeric && comparison !== 'eq' && comparison !== 'neq') return null;
  return joined('and', [{ elementId: question.id, comparison, value: numeric ? Number(text) : text }]);
}

/** One comparison of a question with constants, as conditions of this product's rules (null: it has no counterpart). */
function comparisonConditions(context: ImportContext, node: Extract<ExpressionNode, { type: 'compare' }>): Joined | null {
  const question = context.questions.get(node.question.toLowerCase());
  if (question === undefined) return null;
  if (choiceKinds.includes(question.kind)) return choiceConditions(question, node.operator, node.value);
  if (question.kind === 'boolean') return booleanConditions(question, node.operator, node.value);
  if (scaleKinds.includes(question.kind)) return scalarConditions(question, node.operator, node.value, true);
  if (textKinds.includes(question.kind)) return scalarConditions(question, node.operator, node.value, false);
  return null;
}

/** The expression as one flat list of conditions joined one way, or null when it needs nesting or has unsupported parts. */
function flatten(context: ImportContext, node: ExpressionNode): Joined | null {
  if (node.type === 'unsupported') return null;
  if (node.type === 'compare') return comparisonConditions(context, node);
  const parts = node.parts.map((part) => flatten(context, part));
  if (parts.some((part) => part === null || (part.join !== 'single' && part.join !== node.join))) return null;
  return joined(node.join, parts.flatMap((part) => part?.conditions ?? []));
}

/**
 * The show rules of the `visibleIf` expressions met (of questions, panels and pages): one rule per
 * expression, showing every element it controls. An expression the rules cannot express is
 * listed to the author and its elements stay always shown.
 */
export function visibilityRules(context: ImportContext): LogicRule[] {
  const byExpression = new Map<string, { where: string; elementIds: string[] }>();
  for (const pending of context.visibility) {
    const group = byExpression.get(pending.expression);
    if (group) group.elementIds.push(...pending.elementIds);
    else byExpression.set(pending.expression, { where: pending.where, elementIds: [...pending.elementIds] });
  }
  const rules: LogicRule[] = [];
  for (const [expression, { where, elementIds }] of byExpression) {
    const flat = flatten(context, parseExpression(expression));
    if (flat === null || flat.conditions.length > CONDITIONS_MAX || rules.length >= 500) {
      context.note(where, surveyJsNoteCodes.visibleIfNotMapped, expression);
      continue;
    }
    rules.push({
      id: `r${rules.length + 1}`,
      join: flat.join === 'or' ? 'or' : 'and',
      conditions: flat.conditions,
      actions: [{ type: 'show', elementIds }],
    });
  }
  return rules;
}
