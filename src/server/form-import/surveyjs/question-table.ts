import type { FormElement } from '#core/forms';
import { GRID_MAX_ROWS } from '#core/forms';
import { QuestionInputType, ROW_HEADER_KEY, type TableCell } from '#core/tables';
import { readChoiceList } from './choice-lists';
import { IdAllocator } from './import-context';
import { surveyJsNoteCodes } from './note-codes';
import { positiveInteger, type QuestionSource } from './question-source';
import { SourceObject } from './source-object';
import { fitText } from './texts';

const CELLS_MAX = 5000;
const KEY_MAX = 45;
const OPTIONS_MAX = 200;
const COLUMNS_MAX = 100;
/** SurveyJS offers 1..5 in a matrix's drop-downs that name no choices. */
const defaultMatrixChoices = [1, 2, 3, 4, 5];

type Column = Pick<TableCell, 'key' | 'title' | 'type' | 'children'>;

const choiceCellTypes: Readonly<Record<string, number>> = {
  dropdown: QuestionInputType.Select, radiogroup: QuestionInputType.Radio, checkbox: QuestionInputType.Checkbox, tagbox: QuestionInputType.Checkbox,
};

/** A text cell's type by its input type: number, date or plain input. */
function textCellType(column: SourceObject): number {
  const inputType = column.text('inputType') ?? 'text';
  if (inputType === 'number') return QuestionInputType.Number;
  return inputType === 'date' || inputType === 'datetime-local' ? QuestionInputType.Datetime : QuestionInputType.Input;
}

/** One column of a matrixdropdown / matrixdynamic as a header cell; null (noted) for cell types with no counterpart. */
function readColumn(q: QuestionSource, column: SourceObject, keys: IdAllocator, where: string): Column | null {
  const name = column.text('name')?.trim() ?? '';
  const cellType = (column.text('cellType') ?? q.source.text('cellType') ?? 'dropdown').toLowerCase();
  const title = fitText(q.context, where, column.text('title')?.trim() || name || cellType, 2000);
  const choiceType = choiceCellTypes[cellType];
  let type: number;
  let choices: unknown[] = [];
  if (choiceType !== undefined) {
    type = choiceType;
    choices = column.array('choices');
    if (choices.length === 0) choices = q.source.array('choices');
    if (choices.length === 0) choices = defaultMatrixChoices;
  } else if (cellType === 'boolean') {
    type = QuestionInputType.Radio;
    choices = [{ value: 'true', text: column.text('labelTrue') ?? 'Có' }, { value: 'false', text: column.text('labelFalse') ?? 'Không' }];
  } else if (cellType === 'text' || cellType === 'comment') {
    type = textCellType(column);
  } else {
    q.context.note(where, surveyJsNoteCodes.typeNotMapped, cellType);
    return null;
  }
  const options = readChoiceList(q.context, where, choices, OPTIONS_MAX).options;
  q.context.finish(column, where);
  return { key: keys.take(name), title, type, children: options.map((o) => ({ value: o.id, text: o.label })) };
}

function readColumns(q: QuestionSource): Column[] {
  const keys = new IdAllocator('c', KEY_MAX);
  keys.take(ROW_HEADER_KEY);
  const columns: Column[] = [];
  for (const item of q.source.array('columns')) {
    const column = SourceObject.from(item);
    const where = `${q.where}/${column?.text('name') ?? ''}`;
    if (column === null) q.context.note(q.where, surveyJsNoteCodes.propertyNotMapped, JSON.stringify(item));
    const read = column === null ? null : readColumn(q, column, keys, where);
    if (read !== null && columns.length >= COLUMNS_MAX) q.context.note(q.where, surveyJsNoteCodes.limitExceeded, read.title ?? read.key);
    else if (read !== null) columns.push(read);
  }
  return columns;
}

const headerCells = (columns: readonly Column[]): TableCell[] =>
  columns.map((column, index) => ({ ...column, rowIndex: 0, columnIndex: index + 1 }));

/**
 * matrixdropdown: a table, its columns (drop-down, radio, checkbox, tagbox, boolean, text,
 * comment cells) across its rows. Other cell types are left out with a note.
 */
export function tableQuestion(q: QuestionSource): FormElement | null {
  const columns = readColumns(q);
  const rows = readChoiceList(q.context, q.where, q.source.array('rows'), Math.floor(CELLS_MAX / (columns.length + 1)) - 1);
  if (columns.length === 0 || rows.options.length === 0) {
    q.context.note(q.where, surveyJsNoteCodes.typeNotMapped, 'matrixdropdown');
    return null;
  }
  const rowKeys = new IdAllocator('r', KEY_MAX);
  const cells: TableCell[] = [{ key: ROW_HEADER_KEY, title: '', type: QuestionInputType.Input, rowIndex: 0, columnIndex: 0, children: [] }, ...headerCells(columns)];
  rows.options.forEach((row, index) => {
    const rowKey = rowKeys.take(row.id);
    cells.push({ key: ROW_HEADER_KEY, text: row.label, value: rowKey, type: QuestionInputType.Input, rowIndex: index + 1, columnIndex: 0, children: [] });
    columns.forEach((column, columnIndex) => {
      cells.push({ key: `${rowKey}.${column.key}`, type: column.type, rowIndex: index + 1, columnIndex: columnIndex + 1, children: [] });
    });
  });
  return { ...q.base, kind: 'table', cells };
}

/** matrixdynamic: a grid whose rows the respondent adds (at most `maxRowCount`), with the same columns as a table. */
export function gridQuestion(q: QuestionSource): FormElement | null {
  const columns = readColumns(q);
  if (columns.length === 0) {
    q.context.note(q.where, surveyJsNoteCodes.typeNotMapped, 'matrixdynamic');
    return null;
  }
  const maxRows = positiveInteger(q.source.number('maxRowCount'));
  return { ...q.base, kind: 'grid', cells: headerCells(columns), ...(maxRows !== undefined ? { maxRows: Math.min(maxRows, GRID_MAX_ROWS) } : {}) };
}
