import type { MessageKey } from '../i18n/message-keys';
import { labelKey, type ProblemSink } from './design-problems';
import type { ChoiceOption, FormElement } from './element.schema';
import { choiceGridKinds, choiceKinds } from './element.schema';

/**
 * One list of choices (options, grid rows or grid columns): at least one, each with a label,
 * no id or label twice. Problems of one item are at `<list>.<itemId>`.
 */
function checkChoiceList(sink: ProblemSink, list: 'options' | 'rows' | 'columns', items: readonly ChoiceOption[] | undefined, emptyKey: MessageKey): void {
  if (!items || items.length === 0) {
    sink.add(list, emptyKey);
    return;
  }
  const ids = new Set<string>();
  const labels = new Set<string>();
  for (const item of items) {
    const label = labelKey(item.label);
    if (label === '') sink.add(`${list}.${item.id}`, 'validation.titleRequired');
    else if (ids.has(item.id) || labels.has(label)) sink.add(`${list}.${item.id}`, 'validation.invalid');
    ids.add(item.id);
    if (label !== '') labels.add(label);
  }
}

/** dropdown, radio, checkbox: options; checkbox: how many may or must be ticked. */
export function checkChoiceDesign(element: FormElement, sink: ProblemSink): void {
  if (!choiceKinds.includes(element.kind)) return;
  checkChoiceList(sink, 'options', element.options, 'validation.optionsRequired');
  if (element.kind !== 'checkbox') return;
  const count = (element.options ?? []).length + (element.otherOption ? 1 : 0);
  const { minChoices, maxChoices } = element;
  if (minChoices !== undefined && minChoices > count) sink.add('minChoices', 'validation.minAtMostOptions');
  if (maxChoices !== undefined && maxChoices > count) sink.add('maxChoices', 'validation.minAtMostOptions');
  if (maxChoices !== undefined && maxChoices < 1) sink.add('maxChoices', 'validation.invalidLimit');
  if (minChoices !== undefined && maxChoices !== undefined && minChoices > maxChoices) sink.add('minChoices', 'validation.minLessThanMax');
}

/** checkboxGrid, radioGrid: one question per row, answered in the columns. */
export function checkChoiceGridDesign(element: FormElement, sink: ProblemSink): void {
  if (!choiceGridKinds.includes(element.kind)) return;
  checkChoiceList(sink, 'rows', element.rows, 'validation.rowsRequired');
  checkChoiceList(sink, 'columns', element.columns, 'validation.columnsRequired');
}
