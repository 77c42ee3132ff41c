import { type CellOption, QuestionInputType, ROW_HEADER_KEY, type TableCell } from './cell.schema';

export type TableKind = 'table' | 'grid';

/** An option of a choice column as the design's choice lists hold one (a form's ChoiceOption). */
export interface ColumnChoice {
  id: string;
  label: string;
}

/** A column as the editor and the answering page see it: its header cell (row 0). */
export interface TableColumn {
  key: string;
  title: string;
  type: number;
  /** live options, as choices: id = option value, label = option text */
  options: ColumnChoice[];
  cell: TableCell;
}

/** A table body row: its row-header cell (column 0). */
export interface TableRow {
  key: string;
  label: string;
  rowIndex: number;
  cell: TableCell;
}

export const choiceColumnTypes: readonly number[] = [QuestionInputType.Checkbox, QuestionInputType.Radio, QuestionInputType.Select];

/** The types a column of this kind may take: grids never offer 7 Table; 8 MultiType is offered nowhere. */
export function columnTypeAllowed(kind: TableKind, type: number): boolean {
  if (!Number.isInteger(type) || type < QuestionInputType.Input || type >= QuestionInputType.MultiType) return false;
  return kind === 'table' || type !== QuestionInputType.Table;
}

export const isDeleted = (cell: Pick<CellOption, 'actionType'>) => cell.actionType === 'delete';
export const isColumnHeader = (cell: TableCell) => cell.rowIndex === 0 && cell.columnIndex >= 1;
export const isRowHeader = (cell: TableCell) => cell.rowIndex >= 1 && cell.columnIndex === 0 && cell.key === ROW_HEADER_KEY;
export const isCorner = (cell: TableCell) => cell.rowIndex === 0 && cell.columnIndex === 0 && cell.key === ROW_HEADER_KEY;

export function bodyKey(rowKey: string, columnKey: string): string {
  return `${rowKey}.${columnKey}`;
}

/** Live columns, left to right. */
export function columnsOf(cells: readonly TableCell[]): TableColumn[] {
  return cells
    .filter((c) => isColumnHeader(c) && !isDeleted(c))
    .sort((a, b) => a.columnIndex - b.columnIndex)
    .map((cell) => ({
      key: cell.key,
      title: cell.title ?? '',
      type: cell.type,
      options: cell.children.filter((o) => !isDeleted(o)).map((o) => ({ id: o.value, label: o.text })),
      cell,
    }));
}

/** Live body rows of a table, top to bottom (a grid has none). */
export function rowsOf(cells: readonly TableCell[]): TableRow[] {
  return cells
    .filter((c) => isRowHeader(c) && !isDeleted(c))
    .sort((a, b) => a.rowIndex - b.rowIndex)
    .map((cell) => ({ key: cell.value ?? '', label: cell.text ?? '', rowIndex: cell.rowIndex, cell }));
}

/** The title of the row-header column (the table's corner cell). */
export function rowHeaderTitle(cells: readonly TableCell[]): string {
  return cells.find((c) => isCorner(c) && !isDeleted(c))?.title ?? '';
}

/** The body cell of a row and column; with no row, the column's header cell (a grid's per-column defaults). */
export function cellAt(cells: readonly TableCell[], rowKey: string | null, columnKey: string): TableCell | undefined {
  if (rowKey === null) return cells.find((c) => isColumnHeader(c) && c.key === columnKey && !isDeleted(c));
  return cells.find((c) => c.rowIndex >= 1 && c.key === bodyKey(rowKey, columnKey) && !isDeleted(c));
}
