import type { FormDesignInput, FormElementInput, LogicRule } from '#core/forms';
import { type BenchKind, surveyExpression } from '../logic/generate-form';

/** The kinds both products have, as SurveyJS question types. */
type SurveyQuestion = Record<string, unknown> & { type: string; name: string; title: string };

function question(element: FormElementInput): SurveyQuestion {
  const base = { name: element.id, title: element.title, isRequired: element.required ?? false };
  switch (element.kind) {
    case 'text': return { ...base, type: 'text' };
    case 'number': return { ...base, type: 'text', inputType: 'number' };
    case 'radio':
    case 'checkbox':
      return { ...base, type: element.kind === 'radio' ? 'radiogroup' : 'checkbox', choices: (element.options ?? []).map((o) => ({ value: o.id, text: o.label })) };
    default: throw new Error(`no SurveyJS counterpart for a ${element.kind} question in the benches`);
  }
}

function benchKind(element: FormElementInput): BenchKind | null {
  return element.kind === 'text' || element.kind === 'number' || element.kind === 'radio' || element.kind === 'checkbox' ? element.kind : null;
}

/**
 * Our "show" rules as SurveyJS `visibleIf`: a question a rule shows is hidden until one of its
 * rules holds, as in our LogicEngine. "Forbid submission" has no SurveyJS counterpart and is left out.
 */
function visibleIfByQuestion(rules: readonly LogicRule[], kinds: ReadonlyMap<string, BenchKind>): Map<string, string> {
  const showers = new Map<string, string[]>();
  for (const rule of rules) {
    for (const action of rule.actions) {
      if (action.type !== 'show') continue;
      for (const id of action.elementIds) showers.set(id, [...(showers.get(id) ?? []), `(${surveyExpression(rule, kinds, { emptyNeverHolds: true })})`]);
    }
  }
  return new Map([...showers].map(([id, expressions]) => [id, expressions.join(' or ')]));
}

/**
 * One of our form designs as the SurveyJS JSON a SurveyJS author would write: same pages, questions,
 * options and "show" logic; Vietnamese button label so the benches find "Tiếp theo" in both;
 * no question numbers (ours have none); text answers update the model as the person types, like ours.
 */
export function surveyJson(design: FormDesignInput): Record<string, unknown> {
  const elements = design.phases.flatMap((phase) => phase.elements);
  const kinds = new Map(elements.flatMap((e) => { const kind = benchKind(e); return kind ? [[e.id, kind] as const] : []; }));
  // a rule's join defaults to 'and' (src/core/forms logic schema)
  const visibleIf = visibleIfByQuestion((design.logic ?? []).map((rule) => ({ ...rule, join: rule.join ?? 'and' })), kinds);
  return {
    title: design.title,
    showQuestionNumbers: 'off',
    textUpdateMode: 'onTyping',
    pageNextText: 'Tiếp theo',
    pagePrevText: 'Quay lại',
    completeText: 'Gửi',
    pages: design.phases.map((phase) => ({
      name: phase.id,
      title: phase.title,
      elements: phase.elements.map((element) => {
        const condition = visibleIf.get(element.id);
        return condition ? { ...question(element), visibleIf: condition } : question(element);
      }),
    })),
  };
}
