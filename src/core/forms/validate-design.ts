import type { FieldProblem } from '../answers/validate-answers';
import { choiceKinds } from './element.schema';
import type { FormDesign } from './form.schema';
import { allElements } from './form.schema';

/** Rules a design must meet before it is saved (SPEC 5 messages). Field paths use element ids. */
export function checkDesign(design: FormDesign): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (design.title.trim() === '') problems.push({ field: 'title', key: 'validation.titleRequired' });
  const elements = allElements(design);
  const ids = new Set<string>();
  for (const element of elements) {
    const at = `elements.${element.id}`;
    if (ids.has(element.id)) problems.push({ field: at, key: 'validation.invalid' });
    ids.add(element.id);
    if (element.title.trim() === '' && element.kind !== 'image' && element.kind !== 'video') {
      problems.push({ field: `${at}.title`, key: 'validation.titleRequired' });
    }
    if (element.min !== undefined && element.max !== undefined && element.min >= element.max) {
      problems.push({ field: `${at}.min`, key: 'validation.minLessThanMax' });
    }
    if (element.minLength !== undefined && element.maxLength !== undefined && element.minLength > element.maxLength) {
      problems.push({ field: `${at}.minLength`, key: 'validation.minLessThanMax' });
    }
    if (choiceKinds.includes(element.kind) && (element.options ?? []).length === 0) {
      problems.push({ field: `${at}.options`, key: 'validation.optionsRequired' });
    }
  }
  for (const rule of design.logic) {
    const refersToKnown = rule.conditions.every((c) => ids.has(c.elementId)) &&
      rule.actions.every((a) => a.type !== 'show' || a.elementIds.every((id) => ids.has(id)));
    if (!refersToKnown) problems.push({ field: `logic.${rule.id}`, key: 'validation.logicIncomplete' });
  }
  return problems;
}
