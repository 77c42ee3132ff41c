import type { FormElement } from '#core/forms';
import type { ImportContext } from './import-context';
import { surveyJsNoteCodes } from './note-codes';
import type { SourceObject } from './source-object';

/** One SurveyJS question being converted: its source, where notes about it point, and the element made so far. */
export interface QuestionSource {
  context: ImportContext;
  source: SourceObject;
  /** page/panel/name, for the notes */
  where: string;
  /** id, title, description and required, read already; the kind converters set the rest */
  base: FormElement;
  /** choice questions: SurveyJS value → option id, for the show rules */
  optionIds: Map<string, string>;
  /** boolean: the SurveyJS values of yes and no */
  booleanValues?: { yes: string; no: string };
}

/** A number the source gives as `key`; a value that is there but no number (an expression, a date) gets a note. */
export function numberOption(q: QuestionSource, key: string): number | undefined {
  const value = q.source.number(key);
  if (value === undefined && q.source.has(key)) q.context.note(q.where, surveyJsNoteCodes.propertyNotMapped, `${key}: ${JSON.stringify(q.source.json[key])}`);
  return value;
}

export function positiveInteger(value: number | undefined): number | undefined {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;
}
