import type { ElementKind, FormElement } from '#core/forms';
import { appendOption, readChoiceList, type ChoiceList } from './choice-lists';
import { surveyJsNoteCodes } from './note-codes';
import { positiveInteger, type QuestionSource } from './question-source';
import { commentQuestion, withoutUndefined } from './question-text';
import { fitText } from './texts';

const OPTIONS_MAX = 1000;
const ROWS_MAX = 200;
const COLUMNS_MAX = 50;
const NONE_VALUE = 'none';
const NONE_LABEL = 'Không có';

/** "Other (describe)": SurveyJS `showOtherItem` (formerly `hasOther`) and its text. */
function otherOptionOf(q: QuestionSource): Pick<FormElement, 'otherOption' | 'otherLabel'> {
  if (q.source.boolean('showOtherItem', 'hasOther') !== true) return {};
  const label = q.source.text('otherText');
  return { otherOption: true, otherLabel: label?.trim() ? fitText(q.context, q.where, label.trim(), 200) : undefined };
}

/** "None": an ordinary last option here; in a checkbox it no longer clears the other ticks (noted). */
function addNoneOption(q: QuestionSource, kind: ElementKind, list: ChoiceList): void {
  if (q.source.boolean('showNoneItem', 'hasNone') !== true) return;
  const label = q.source.text('noneText')?.trim() || NONE_LABEL;
  appendOption(q.context, q.where, list, NONE_VALUE, label);
  if (kind === 'checkbox') q.context.note(q.where, surveyJsNoteCodes.noneNotExclusive, label);
}

/** checkbox: how many choices may or must be ticked. */
function choiceCounts(q: QuestionSource, kind: ElementKind): Pick<FormElement, 'minChoices' | 'maxChoices'> {
  if (kind !== 'checkbox') return {};
  return { minChoices: positiveInteger(q.source.number('minSelectedChoices')), maxChoices: positiveInteger(q.source.number('maxSelectedChoices')) };
}

/**
 * radiogroup, dropdown (one choice), checkbox, tagbox (several), imagepicker (either, by
 * `multiSelect`; its images are not kept). Without choices of its own it becomes a text question.
 */
export function choiceQuestion(q: QuestionSource, kind: ElementKind, imageChoices = false): FormElement {
  const list = readChoiceList(q.context, q.where, q.source.array('choices'), OPTIONS_MAX, imageChoices ? ['imageLink'] : []);
  if (imageChoices) q.context.note(q.where, surveyJsNoteCodes.imageChoicesAsText, '');
  addNoneOption(q, kind, list);
  const other = otherOptionOf(q);
  if (list.options.length === 0) {
    q.context.note(q.where, surveyJsNoteCodes.choicesMissing, JSON.stringify(q.source.firstOf('choicesByUrl', 'choicesFromQuestion') ?? []));
    return commentQuestion(q);
  }
  for (const [value, id] of list.idsByValue) q.optionIds.set(value, id);
  return withoutUndefined({ ...q.base, kind, options: list.options, ...other, ...choiceCounts(q, kind) });
}

/** matrix (single): one question per row, one column (or several, `cellType: "checkbox"`) per row. */
export function matrixQuestion(q: QuestionSource): FormElement | null {
  const rows = readChoiceList(q.context, q.where, q.source.array('rows'), ROWS_MAX);
  const columns = readChoiceList(q.context, q.where, q.source.array('columns'), COLUMNS_MAX);
  if (rows.options.length === 0 || columns.options.length === 0) {
    q.context.note(q.where, surveyJsNoteCodes.typeNotMapped, 'matrix');
    return null;
  }
  const kind = q.source.text('cellType') === 'checkbox' ? 'checkboxGrid' : 'radioGrid';
  const everyRow = q.source.boolean('eachRowRequired', 'isAllRowRequired') === true;
  if (q.base.required && !everyRow) q.context.note(q.where, surveyJsNoteCodes.matrixEveryRowRequired, '');
  return { ...q.base, kind, required: q.base.required || everyRow, rows: rows.options, columns: columns.options };
}
