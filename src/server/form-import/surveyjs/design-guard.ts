import type { FormDesign, FormElement } from '#core/forms';
import { checkDesign } from '#core/forms';
import type { ImportContext } from './import-context';
import { surveyJsNoteCodes } from './note-codes';

/** Element options the guard may leave out when they contradict each other or this product's bounds. */
const droppableOptions = new Set<string>([
  'min', 'max', 'step', 'minLength', 'maxLength', 'minChoices', 'maxChoices', 'minDate', 'maxDate', 'acceptTypes',
  'maxFileSizeMb', 'maxFiles',
]);

function withoutOption(element: FormElement, option: string): FormElement {
  return Object.fromEntries(Object.entries(element).filter(([key]) => key !== option)) as FormElement;
}

/** Problems of the design by element id and option (`elements.<id>.<option>`), and the rules with problems. */
function problemsOf(design: FormDesign) {
  const options = new Map<string, Set<string>>();
  const rules = new Set<string>();
  for (const { field } of checkDesign(design)) {
    const [area, id = '', option = ''] = field.split('.');
    if (area === 'elements') options.set(id, (options.get(id) ?? new Set()).add(option));
    if (area === 'logic') rules.add(id);
  }
  return { options, rules };
}

/**
 * The design as the designer would accept it: limits from the source that contradict each other
 * (min above max, a malformed file type) are left out, then an element still in fault or a rule
 * naming a left-out element, each with a note. A well-formed source loses nothing here.
 */
export function acceptableDesign(context: ImportContext, design: FormDesign): FormDesign {
  const first = problemsOf(design);
  const repair = (element: FormElement): FormElement => {
    let repaired = element;
    for (const option of first.options.get(element.id) ?? []) {
      if (!droppableOptions.has(option)) continue;
      context.note(context.elementWhere.get(element.id) ?? element.id, surveyJsNoteCodes.constraintDropped, `${option}: ${JSON.stringify(element[option as keyof FormElement])}`);
      repaired = withoutOption(repaired, option);
    }
    return repaired;
  };
  const repaired: FormDesign = { ...design, phases: design.phases.map((phase) => ({ ...phase, elements: phase.elements.map(repair) })) };
  const second = problemsOf(repaired);
  const phases = repaired.phases.map((phase) => ({
    ...phase,
    elements: phase.elements.filter((element) => {
      const faulty = second.options.has(element.id);
      if (faulty) context.note(context.elementWhere.get(element.id) ?? element.id, surveyJsNoteCodes.constraintDropped, [...(second.options.get(element.id) ?? [])].join(', '));
      return !faulty;
    }),
  }));
  const kept = { ...repaired, phases };
  const rulesInFault = problemsOf(kept).rules;
  for (const rule of kept.logic.filter((r) => rulesInFault.has(r.id))) context.note(rule.id, surveyJsNoteCodes.visibleIfNotMapped, JSON.stringify(rule.conditions));
  return { ...kept, logic: kept.logic.filter((rule) => !rulesInFault.has(rule.id)) };
}
