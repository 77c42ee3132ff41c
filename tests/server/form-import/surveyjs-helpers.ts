import { expect } from 'vitest';
import { formImportOutcomeSchema, type FormImportOutcome } from '#core/api';
import { allElements, checkDesign, type FormElement } from '#core/forms';
import { ruleWarnings } from '#core/logic';
import { convertSurveyJs } from '#server/form-import/surveyjs/index';

/** The outcome of converting `json`, which must be a valid outcome whose design the designer accepts as it is, rules without warnings. */
export function imported(json: unknown): FormImportOutcome {
  const outcome = convertSurveyJs(json);
  expect(formImportOutcomeSchema.parse(outcome)).toEqual(outcome);
  expect(checkDesign(outcome.design)).toEqual([]);
  expect(ruleWarnings(outcome.design)).toEqual([]);
  return outcome;
}

/** The survey `{ pages: [{ name: 'page1', elements }] }` converted. */
export function importedElements(elements: unknown[], survey: Record<string, unknown> = {}): FormImportOutcome {
  return imported({ title: 'Khảo sát', ...survey, pages: [{ name: 'page1', elements }] });
}

export function elementsOf(outcome: FormImportOutcome): FormElement[] {
  return allElements(outcome.design);
}

export function onlyElement(outcome: FormImportOutcome): FormElement {
  const elements = elementsOf(outcome);
  expect(elements).toHaveLength(1);
  return elements[0] as FormElement;
}
