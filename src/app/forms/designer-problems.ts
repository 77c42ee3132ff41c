import type { FieldProblem } from '#core/answers/validate-answers';
import type { FormDesign } from '#core/forms/form.schema';
import { checkDesign } from '#core/forms/validate-design';
import { elementsOf } from './designer-state';

/** core's checkDesign plus what the schema would refuse on save (empty option labels, a rule with no option). */
export function designProblems(design: FormDesign): FieldProblem[] {
  const problems = checkDesign(design);
  for (const element of elementsOf(design)) {
    for (const option of element.options ?? []) {
      if (option.label.trim() === '') problems.push({ field: `elements.${element.id}.options.${option.id}`, key: 'validation.titleRequired' });
    }
  }
  for (const rule of design.logic) {
    const field = `logic.${rule.id}`;
    const unfinished = rule.conditions.some((c) => c.value === '');
    if (unfinished && !problems.some((p) => p.field === field)) problems.push({ field, key: 'validation.logicIncomplete' });
  }
  return problems;
}

export function problemAt(problems: readonly FieldProblem[], field: string): FieldProblem | undefined {
  return problems.find((p) => p.field === field);
}
