import type { FieldProblem } from '#core/i18n';
import type { FormDesign } from '#core/forms';
import { checkDesign } from '#core/forms';
import { ruleWarnings } from '#core/logic';
import { elementsOf } from './designer-state';

/** What the schema refuses that checkDesign leaves to it: a maximum of answers that is not a positive whole number. */
function settingsProblems({ settings }: FormDesign): FieldProblem[] {
  const { maxAnswers } = settings;
  return maxAnswers !== null && !(Number.isInteger(maxAnswers) && maxAnswers > 0) ? [{ field: 'settings.maxAnswers', key: 'validation.invalidLimit' }] : [];
}

/** core's checkDesign plus what the schema would refuse on save (empty option labels, unfinished rules, the answer limit). */
export function designProblems(design: FormDesign): FieldProblem[] {
  const problems = checkDesign(design);
  const add = (problem: FieldProblem) => {
    if (!problems.some((p) => p.field === problem.field)) problems.push(problem);
  };
  for (const element of elementsOf(design)) {
    for (const option of element.options ?? []) {
      if (option.label.trim() === '') add({ field: `elements.${element.id}.options.${option.id}`, key: 'validation.titleRequired' });
    }
  }
  for (const rule of design.logic) {
    if (rule.conditions.some((c) => c.value === '')) add({ field: `logic.${rule.id}`, key: 'validation.logicIncomplete' });
  }
  settingsProblems(design).forEach(add);
  return problems;
}

/** Rules that can be saved but will never apply or name a deleted question (the logic tab shows them). */
export function designWarnings(design: FormDesign) {
  return ruleWarnings(design);
}

export function problemAt(problems: readonly FieldProblem[], field: string): FieldProblem | undefined {
  return problems.find((p) => p.field === field);
}
