import { QuestionInputType, ROW_HEADER_KEY, type TableCell } from '../tables/cell.schema';
import { labelKey, type ProblemSink } from './design-problems';
import type { FormElement } from './element.schema';

const choiceColumnTypes: readonly number[] = [QuestionInputType.Checkbox, QuestionInputType.Radio, QuestionInputType.Select];

/** Cells still in the design: not marked delete, and not in a row whose row header is marked delete. */
export function liveCells(cells: readonly TableCell[]): TableCell[] {
  const deletedRows = new Set(cells.filter((c) => c.key === ROW_HEADER_KEY && c.columnIndex === 0 && c.actionType === 'delete').map((c) => c.rowIndex));
  return cells.filter((c) => c.actionType !== 'delete' && !(c.rowIndex > 0 && deletedRows.has(c.rowIndex)));
}

function checkColumn(column: TableCell, grid: boolean, sink: ProblemSink): void {
  const at = `columns.${column.key || column.columnIndex}`;
  if ((column.title ?? '').trim() === '') sink.add(at, 'validation.titleRequired');
  const refused = column.type === QuestionInputType.MultiType || (grid && column.type === QuestionInputType.Table);
  if (refused) sink.add(at, 'validation.invalid');
  if (!choiceColumnTypes.includes(column.type)) return;
  const options = column.children.filter((o) => o.actionType !== 'delete');
  if (options.length === 0) sink.add(at, 'validation.optionsRequired');
  const labels = options.map((o) => labelKey(o.text));
  if (labels.some((label) => label === '')) sink.add(at, 'validation.titleRequired');
  else if (new Set(labels).size !== labels.length) sink.add(at, 'validation.invalid');
}

/**
 * table, grid (decision 4): row 0 holds the columns, at least one, each with a title, a type
 * the kind offers and options when it is a choice; a table also needs at least one body row,
 * each with a label. Problems are at `columns`, `columns.<columnKey>`, `rows`, `rows.<rowKey>`, `cells`.
 */
export function checkCellsDesign(element: FormElement, sink: ProblemSink): void {
  if (element.kind !== 'table' && element.kind !== 'grid') return;
  const grid = element.kind === 'grid';
  const cells = liveCells(element.cells ?? []);
  const places = new Set(cells.map((c) => `${c.rowIndex}:${c.columnIndex}`));
  if (places.size !== cells.length) sink.add('cells', 'validation.invalid');

  const columns = cells.filter((c) => c.rowIndex === 0 && c.columnIndex >= 1);
  if (columns.length === 0) sink.add('columns', 'validation.columnsRequired');
  const columnKeys = new Set<string>();
  for (const column of columns) {
    if (column.key === '' || column.key === ROW_HEADER_KEY || columnKeys.has(column.key)) sink.add(`columns.${column.key || column.columnIndex}`, 'validation.invalid');
    columnKeys.add(column.key);
    checkColumn(column, grid, sink);
  }
  if (grid) return;

  const rows = cells.filter((c) => c.rowIndex >= 1 && c.columnIndex === 0 && c.key === ROW_HEADER_KEY);
  if (rows.length === 0) sink.add('rows', 'validation.rowsRequired');
  const rowKeys = new Set<string>();
  for (const row of rows) {
    const rowKey = row.value ?? '';
    const at = `rows.${rowKey || row.rowIndex}`;
    if (rowKey === '' || rowKeys.has(rowKey)) sink.add(at, 'validation.invalid');
    rowKeys.add(rowKey);
    if ((row.text ?? '').trim() === '') sink.add(at, 'validation.titleRequired');
  }
}
