import type { FieldProblem } from '../i18n/message-keys';
import { problemSink } from './design-problems';
import type { FormElement } from './element.schema';
import type { FormDesign } from './form.schema';
import { allElements } from './form.schema';
import { checkCellsDesign } from './validate-cells-design';
import { checkChoiceDesign, checkChoiceGridDesign } from './validate-choice-design';
import { checkKindDesign } from './validate-kind-design';
import { checkLogicDesign } from './validate-logic-design';
import { checkRangeDesign } from './validate-range-design';
import { checkSettingsDesign } from './validate-settings-design';

/** The options of one element that apply to its kind (docs/forms.md), at `elements.<id>.<option>`. */
export function checkElementDesign(element: FormElement): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const sink = problemSink(problems, `elements.${element.id}`);
  if (element.title.trim() === '' && element.kind !== 'image' && element.kind !== 'video') sink.add('title', 'validation.titleRequired');
  checkRangeDesign(element, sink);
  checkChoiceDesign(element, sink);
  checkChoiceGridDesign(element, sink);
  checkKindDesign(element, sink);
  checkCellsDesign(element, sink);
  return problems;
}

/**
 * Rules a design must meet before it is saved (SPEC 5 messages), run by the designer as the
 * author types and by the server on every save. Field paths: `title`, `phases.<id>`,
 * `elements.<id>[.<option>[.<itemId>]]`, `logic.<ruleId>`, `settings.<field>`, `welcome.<field>`, `thankYou.<field>`.
 */
export function checkDesign(design: FormDesign): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (design.title.trim() === '') problems.push({ field: 'title', key: 'validation.titleRequired' });
  const phaseIds = new Set<string>();
  for (const phase of design.phases) {
    if (phaseIds.has(phase.id)) problems.push({ field: `phases.${phase.id}`, key: 'validation.invalid' });
    phaseIds.add(phase.id);
  }
  const ids = new Set<string>();
  for (const element of allElements(design)) {
    if (ids.has(element.id)) problems.push({ field: `elements.${element.id}`, key: 'validation.invalid' });
    ids.add(element.id);
    problems.push(...checkElementDesign(element));
  }
  problems.push(...checkLogicDesign(design.logic, ids));
  problems.push(...checkSettingsDesign(design));
  return problems;
}
