import type { FormElementInput } from '#core/forms';
import type { FormDesignInput } from '#core/forms';
import { QuestionInputType } from '#core/tables';
import {
  createTable, renameColumn, renameRow, setCellPlaceholder, setCellValue, setColumnOptions, setColumnType, setRowHeaderTitle,
} from '#core/tables';
import { corpusText, richCorpus } from './xss-corpus';

/** A form whose every text field carries the corpus: rich fields all of it, plain ones as much as fits. */
export function corpusDesign(imageUrl = '/api/storage/files/none.png'): FormDesignInput {
  let turn = 0;
  const plain = (max: number) => corpusText(max, turn++);
  const choices = (prefix: string, count = 2) => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, label: `${i} ${plain(480)}` }));
  const keys = ['c1', 'c2', 'r1', 'r2'];
  const nextKey = () => keys.shift() ?? `k${turn}`;

  let table = createTable('table', nextKey);
  table = setRowHeaderTitle(table, plain(1900));
  table = renameColumn(table, 'c1', plain(1900));
  table = renameColumn(table, 'c2', plain(1900));
  table = setColumnType(table, 'table', 'c2', QuestionInputType.Radio);
  table = setColumnOptions(table, 'c2', choices('tc'));
  table = renameRow(table, 'r1', plain(1900));
  table = renameRow(table, 'r2', plain(1900));
  table = setCellPlaceholder(table, 'r1', 'c1', plain(480));
  table = setCellValue(table, 'r2', 'c1', plain(1900));

  const element = (id: string, kind: FormElementInput['kind'], extra: Partial<FormElementInput> = {}): FormElementInput => ({
    id, kind, title: plain(1900), description: richCorpus, placeholder: plain(480), ...extra,
  });
  const elements: FormElementInput[] = [
    element('text', 'text', { maxLength: 5000 }),
    element('number', 'number', { unit: plain(50) }),
    element('radio', 'radio', { options: choices('ra'), otherOption: true, otherLabel: plain(200) }),
    element('checkbox', 'checkbox', { options: choices('ch') }),
    element('dropdown', 'dropdown', { options: choices('dd') }),
    element('boolean', 'boolean', { trueLabel: plain(200), falseLabel: plain(200) }),
    element('scale', 'linearScale', { min: 1, max: 5, minLabel: plain(200), maxLabel: plain(200) }),
    element('radioGrid', 'radioGrid', { rows: choices('rr'), columns: choices('rc') }),
    element('table', 'table', { cells: table }),
    element('title', 'title', { content: richCorpus }),
    element('quote', 'quote', { content: richCorpus }),
    element('image', 'image', { mediaUrl: imageUrl, caption: plain(1000) }),
  ];
  return {
    title: plain(500),
    description: richCorpus,
    welcome: { title: plain(1900), description: richCorpus, buttonText: plain(100) },
    thankYou: { title: plain(1900), description: richCorpus, buttonText: plain(100) },
    phases: [{ id: 'p1', title: plain(1900), description: richCorpus, elements }],
    logic: [{ id: 'r1', join: 'and', conditions: [{ elementId: 'text', comparison: 'eq', value: plain(1900) }], actions: [{ type: 'forbidSubmit' }] }],
    settings: { inactiveMessage: plain(1900) },
  };
}
