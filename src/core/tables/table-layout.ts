import { QuestionInputType, ROW_HEADER_KEY, type CellOption, type TableCell } from './cell.schema';
import {
  bodyKey, cellAt, choiceColumnTypes, columnsOf, columnTypeAllowed, isColumnHeader, isCorner, isDeleted, isRowHeader, rowsOf,
  type ColumnChoice, type TableKind,
} from './table-layout-read';

/**
 * Pure edits of a table's or grid's cells (decision 4). Every function returns a new array.
 * Removing something already stored (it has an id) marks it 'delete' so the save removes it;
 * something never stored is simply dropped. Keys come from `newKey` and never change afterwards.
 */
export type NewKey = () => string;

/** Default names of new columns and rows; the designer passes translated ones. */
export interface TableNames {
  column: (n: number) => string;
  row: (n: number) => string;
  rowHeader: string;
}
const noNames: TableNames = { column: () => '', row: () => '', rowHeader: '' };

const hasId = (item: { id?: unknown }) => item.id !== undefined && item.id !== null && item.id !== '';
const nextIndex = (cells: readonly TableCell[], of: 'rowIndex' | 'columnIndex') => Math.max(0, ...cells.map((c) => c[of])) + 1;

/** Stored items become 'delete'; the rest disappear. */
function removeWhere(cells: readonly TableCell[], doomed: (cell: TableCell) => boolean): TableCell[] {
  return cells.flatMap((cell) => {
    if (!doomed(cell)) return [cell];
    return hasId(cell) ? [{ ...cell, actionType: 'delete' as const }] : [];
  });
}

function replaceWhere(cells: readonly TableCell[], target: (cell: TableCell) => boolean, change: (cell: TableCell) => TableCell): TableCell[] {
  return cells.map((cell) => (target(cell) && !isDeleted(cell) ? change(cell) : cell));
}

const blankToUndefined = (text: string) => (text === '' ? undefined : text);

function bodyCell(rowKey: string, rowIndex: number, column: { key: string; type: number; columnIndex: number }): TableCell {
  return { key: bodyKey(rowKey, column.key), type: column.type, rowIndex, columnIndex: column.columnIndex, children: [] };
}

export function createTable(kind: TableKind, newKey: NewKey, names: TableNames = noNames): TableCell[] {
  let cells: TableCell[] = kind === 'table'
    ? [{ key: ROW_HEADER_KEY, title: names.rowHeader, type: QuestionInputType.Table, rowIndex: 0, columnIndex: 0, children: [] }]
    : [];
  cells = addColumn(cells, newKey, names.column(1));
  cells = addColumn(cells, newKey, names.column(2));
  if (kind === 'table') {
    cells = addRow(cells, newKey, names.row(1));
    cells = addRow(cells, newKey, names.row(2));
  }
  return cells;
}

/** A new Input column at the right, with a cell in every live row. */
export function addColumn(cells: readonly TableCell[], newKey: NewKey, title = ''): TableCell[] {
  const column = { key: newKey(), type: QuestionInputType.Input as number, columnIndex: nextIndex(cells, 'columnIndex') };
  const header: TableCell = { key: column.key, title, type: column.type, rowIndex: 0, columnIndex: column.columnIndex, children: [] };
  return [...cells, header, ...rowsOf(cells).map((row) => bodyCell(row.key, row.rowIndex, column))];
}

export function removeColumn(cells: readonly TableCell[], columnKey: string): TableCell[] {
  const header = cellAt(cells, null, columnKey);
  if (!header) return [...cells];
  return removeWhere(cells, (c) => c.columnIndex === header.columnIndex && !isDeleted(c));
}

export function renameColumn(cells: readonly TableCell[], columnKey: string, title: string): TableCell[] {
  return replaceWhere(cells, (c) => isColumnHeader(c) && c.key === columnKey, (c) => ({ ...c, title }));
}

/** Options follow the cell: stored ones removed from the list are marked 'delete', new ones are added. */
function withOptions(existing: readonly CellOption[], choices: readonly ColumnChoice[]): CellOption[] {
  const wanted = new Map(choices.map((choice) => [choice.id, choice.label]));
  const kept = new Map(existing.filter((o) => !isDeleted(o) && wanted.has(o.value)).map((o) => [o.value, o]));
  const live = choices.map((choice): CellOption => {
    const old = kept.get(choice.id);
    return old ? { ...old, text: choice.label } : { value: choice.id, text: choice.label };
  });
  const removed = existing.filter((o) => !wanted.has(o.value) && hasId(o)).map((o) => ({ ...o, actionType: 'delete' as const }));
  return [...live, ...removed];
}

export function setColumnOptions(cells: readonly TableCell[], columnKey: string, options: readonly ColumnChoice[]): TableCell[] {
  return replaceWhere(cells, (c) => isColumnHeader(c) && c.key === columnKey, (c) => ({ ...c, children: withOptions(c.children, options) }));
}

/**
 * A column's input type, copied to its body cells. A type the kind does not offer changes nothing.
 * Leaving the choice types drops the column's options.
 */
export function setColumnType(cells: readonly TableCell[], kind: TableKind, columnKey: string, type: number): TableCell[] {
  const header = cellAt(cells, null, columnKey);
  if (!header || !columnTypeAllowed(kind, type)) return [...cells];
  const next = replaceWhere(cells, (c) => c.columnIndex === header.columnIndex && c.rowIndex >= 1, (c) => ({ ...c, type }));
  return replaceWhere(next, (c) => c === header, (c) => ({
    ...c,
    type,
    children: choiceColumnTypes.includes(type) ? c.children : withOptions(c.children, []),
  }));
}

/** A new table row at the bottom, with a cell under every live column. */
export function addRow(cells: readonly TableCell[], newKey: NewKey, label = ''): TableCell[] {
  const rowKey = newKey();
  const rowIndex = nextIndex(cells, 'rowIndex');
  const header: TableCell = { key: ROW_HEADER_KEY, text: label, value: rowKey, type: QuestionInputType.Table, rowIndex, columnIndex: 0, children: [] };
  const columns = columnsOf(cells).map((column) => ({ key: column.key, type: column.type, columnIndex: column.cell.columnIndex }));
  return [...cells, header, ...columns.map((column) => bodyCell(rowKey, rowIndex, column))];
}

/**
 * A stored row is removed by marking its row header 'delete': markCellChanges then deletes every
 * cell of that row with its options (SPEC 4). Its never-stored cells are dropped at once.
 */
export function removeRow(cells: readonly TableCell[], rowKey: string): TableCell[] {
  const row = rowsOf(cells).find((r) => r.key === rowKey);
  if (!row) return [...cells];
  if (!hasId(row.cell)) return cells.filter((c) => c.rowIndex !== row.rowIndex || (isDeleted(c) && hasId(c)));
  return cells.flatMap((cell) => {
    if (cell.rowIndex !== row.rowIndex) return [cell];
    if (cell === row.cell) return [{ ...cell, actionType: 'delete' as const }];
    return hasId(cell) ? [cell] : [];
  });
}

export function renameRow(cells: readonly TableCell[], rowKey: string, label: string): TableCell[] {
  return replaceWhere(cells, (c) => isRowHeader(c) && c.value === rowKey, (c) => ({ ...c, text: label }));
}

export function setRowHeaderTitle(cells: readonly TableCell[], title: string): TableCell[] {
  return replaceWhere(cells, isCorner, (c) => ({ ...c, title }));
}

type CellField = 'placeholder' | 'value' | 'text';

/** One field of a body cell (rowKey null: the column's header cell, a grid's per-column default). */
function setCellField(cells: readonly TableCell[], rowKey: string | null, columnKey: string, field: CellField, text: string): TableCell[] {
  const target = cellAt(cells, rowKey, columnKey);
  if (target) return cells.map((c) => (c === target ? { ...c, [field]: blankToUndefined(text) } : c));
  const row = rowsOf(cells).find((r) => r.key === rowKey);
  const column = columnsOf(cells).find((c) => c.key === columnKey);
  if (!row || !column) return [...cells];
  const created = bodyCell(row.key, row.rowIndex, { key: column.key, type: column.type, columnIndex: column.cell.columnIndex });
  return [...cells, { ...created, [field]: blankToUndefined(text) }];
}

export function setCellPlaceholder(cells: readonly TableCell[], rowKey: string | null, columnKey: string, placeholder: string): TableCell[] {
  return setCellField(cells, rowKey, columnKey, 'placeholder', placeholder);
}

/** The default answer of a cell. */
export function setCellValue(cells: readonly TableCell[], rowKey: string | null, columnKey: string, value: string): TableCell[] {
  return setCellField(cells, rowKey, columnKey, 'value', value);
}

/** The fixed text of a cell in a label column (type 7). */
export function setCellText(cells: readonly TableCell[], rowKey: string, columnKey: string, text: string): TableCell[] {
  return setCellField(cells, rowKey, columnKey, 'text', text);
}
