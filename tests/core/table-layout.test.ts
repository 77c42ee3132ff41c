import { describe, expect, it } from 'vitest';
import { checkElementDesign } from '#core/forms';
import { markCellChanges } from '#core/tables';
import { QuestionInputType, ROW_HEADER_KEY, type TableCell } from '#core/tables';
import {
  addColumn, addRow, cellAt, columnsOf, createTable, removeColumn, removeRow, renameColumn, renameRow, rowHeaderTitle, rowsOf,
  setCellPlaceholder, setCellText, setCellValue, setColumnOptions, setColumnType, setRowHeaderTitle,
} from '#core/tables';

function keys() {
  let n = 0;
  return () => `k${++n}`;
}
const names = { column: (n: number) => `Column ${n}`, row: (n: number) => `Row ${n}`, rowHeader: 'Item' };

/** What the server hands back after a save: every live cell and option with an id, deleted ones gone. */
function stored(cells: TableCell[]): TableCell[] {
  let id = 100;
  return markCellChanges(cells)
    .filter((c) => c.actionType !== 'delete')
    .map((c) => ({
      ...c,
      id: id++,
      actionType: undefined,
      children: c.children.filter((o) => o.actionType !== 'delete').map((o) => ({ ...o, id: id++, actionType: undefined })),
    }));
}

const tableElement = (cells: TableCell[]) => ({ id: 'q1', kind: 'table' as const, title: 'Q', required: false, cells });

describe('table layout', () => {
  it('creates a table with a corner, two Input columns and two labelled rows that passes design validation', () => {
    const cells = createTable('table', keys(), names);
    expect(columnsOf(cells).map((c) => [c.title, c.type])).toEqual([['Column 1', QuestionInputType.Input], ['Column 2', QuestionInputType.Input]]);
    expect(rowsOf(cells).map((r) => r.label)).toEqual(['Row 1', 'Row 2']);
    expect(rowHeaderTitle(cells)).toBe('Item');
    const [row] = rowsOf(cells);
    const [column] = columnsOf(cells);
    expect(cellAt(cells, row!.key, column!.key)).toMatchObject({ key: `${row!.key}.${column!.key}`, rowIndex: row!.rowIndex, columnIndex: 1 });
    expect(cells).toHaveLength(1 + 2 + 2 * 3);
    expect(checkElementDesign(tableElement(cells))).toEqual([]);
  });

  it('creates a grid with only its header row', () => {
    const cells = createTable('grid', keys(), names);
    expect(cells.every((c) => c.rowIndex === 0 && c.columnIndex >= 1)).toBe(true);
    expect(columnsOf(cells)).toHaveLength(2);
    expect(rowsOf(cells)).toEqual([]);
  });

  it('adds a column with a cell in every row, and a row with a cell under every column', () => {
    const newKey = keys();
    let cells = createTable('table', newKey, names);
    cells = addColumn(cells, newKey, 'Notes');
    cells = addRow(cells, newKey, 'Row 3');
    const columns = columnsOf(cells);
    const rows = rowsOf(cells);
    expect(columns.map((c) => c.title)).toEqual(['Column 1', 'Column 2', 'Notes']);
    for (const row of rows) for (const column of columns) expect(cellAt(cells, row.key, column.key)).toBeDefined();
    expect(checkElementDesign(tableElement(cells))).toEqual([]);
  });

  it('drops a never-saved column but marks a stored one delete, with all its cells', () => {
    const newKey = keys();
    const fresh = createTable('table', newKey, names);
    const [first] = columnsOf(fresh);
    const droppedFresh = removeColumn(fresh, first!.key);
    expect(droppedFresh).toHaveLength(fresh.length - 3);
    expect(droppedFresh.some((c) => c.columnIndex === 1)).toBe(false);

    const saved = stored(fresh);
    const removed = removeColumn(saved, first!.key);
    const inColumn = removed.filter((c) => c.columnIndex === 1);
    expect(inColumn).toHaveLength(3);
    expect(inColumn.every((c) => c.actionType === 'delete')).toBe(true);
    expect(columnsOf(removed).map((c) => c.title)).toEqual(['Column 2']);
  });

  it('removes a stored row by marking its row header, which the diff spreads to the whole row', () => {
    const newKey = keys();
    const saved = stored(createTable('table', newKey, names));
    const [row] = rowsOf(saved);
    const removed = removeRow(saved, row!.key);
    expect(rowsOf(removed).map((r) => r.label)).toEqual(['Row 2']);
    const marked = markCellChanges(removed).filter((c) => c.rowIndex === row!.rowIndex);
    expect(marked).toHaveLength(3);
    expect(marked.every((c) => c.actionType === 'delete')).toBe(true);
    expect(checkElementDesign(tableElement(removed))).toEqual([]);
  });

  it('drops a never-saved row entirely, and new cells of a stored row when it is removed', () => {
    const newKey = keys();
    let cells = createTable('table', newKey, names);
    const [row] = rowsOf(cells);
    expect(removeRow(cells, row!.key).filter((c) => c.rowIndex === row!.rowIndex)).toEqual([]);

    cells = addColumn(stored(cells), newKey, 'New');
    const removed = removeRow(cells, row!.key).filter((c) => c.rowIndex === row!.rowIndex);
    expect(removed).toHaveLength(3);
    expect(removed.every((c) => c.id !== undefined)).toBe(true);
  });

  it('never reuses the place of a removed column or row before saving', () => {
    const newKey = keys();
    const saved = stored(createTable('table', newKey, names));
    const [column] = columnsOf(saved);
    const [row] = rowsOf(saved);
    const cells = addRow(addColumn(removeRow(removeColumn(saved, column!.key), row!.key), newKey, 'C3'), newKey, 'R3');
    expect(checkElementDesign(tableElement(cells))).toEqual([]);
    expect(columnsOf(cells).at(-1)!.cell.columnIndex).toBe(3);
    expect(rowsOf(cells).at(-1)!.rowIndex).toBe(3);
  });

  it('renames columns, rows and the row-header column', () => {
    const cells0 = createTable('table', keys(), names);
    const [column] = columnsOf(cells0);
    const [row] = rowsOf(cells0);
    const cells = setRowHeaderTitle(renameRow(renameColumn(cells0, column!.key, 'Age'), row!.key, 'Anna'), 'Person');
    expect(columnsOf(cells)[0]!.title).toBe('Age');
    expect(rowsOf(cells)[0]!.label).toBe('Anna');
    expect(rowHeaderTitle(cells)).toBe('Person');
    expect(rowsOf(cells)[0]!.key).toBe(row!.key);
  });

  it('copies a column type to its cells and refuses types the kind does not offer', () => {
    const table = createTable('table', keys(), names);
    const key = columnsOf(table)[0]!.key;
    const asNumber = setColumnType(table, 'table', key, QuestionInputType.Number);
    expect(asNumber.filter((c) => c.columnIndex === 1).every((c) => c.type === QuestionInputType.Number)).toBe(true);
    expect(columnsOf(setColumnType(table, 'table', key, QuestionInputType.Table))[0]!.type).toBe(QuestionInputType.Table);
    expect(setColumnType(table, 'table', key, QuestionInputType.MultiType)).toEqual(table);

    const grid = createTable('grid', keys(), names);
    const gridKey = columnsOf(grid)[0]!.key;
    expect(setColumnType(grid, 'grid', gridKey, QuestionInputType.Table)).toEqual(grid);
    expect(setColumnType(grid, 'grid', gridKey, QuestionInputType.MultiType)).toEqual(grid);
    expect(columnsOf(setColumnType(grid, 'grid', gridKey, QuestionInputType.Select))[0]!.type).toBe(QuestionInputType.Select);
  });

  it('edits the options of a choice column, marking removed stored options delete', () => {
    const newKey = keys();
    let cells = createTable('grid', newKey, names);
    const key = columnsOf(cells)[0]!.key;
    cells = setColumnType(cells, 'grid', key, QuestionInputType.Radio);
    expect(checkElementDesign({ id: 'g', kind: 'grid', title: 'G', required: false, cells })).toEqual([
      { field: `elements.g.columns.${key}`, key: 'validation.optionsRequired' },
    ]);
    cells = stored(setColumnOptions(cells, key, [{ id: 'yes', label: 'Yes' }, { id: 'no', label: 'No' }]));
    cells = setColumnOptions(cells, key, [{ id: 'yes', label: 'Yes!' }, { id: 'maybe', label: 'Maybe' }]);
    const header = cellAt(cells, null, key)!;
    expect(header.children.map((o) => [o.value, o.text, o.actionType])).toEqual([
      ['yes', 'Yes!', undefined], ['maybe', 'Maybe', undefined], ['no', 'No', 'delete'],
    ]);
    expect(header.children[0]!.id).toBeDefined();
    expect(columnsOf(cells)[0]!.options).toEqual([{ id: 'yes', label: 'Yes!' }, { id: 'maybe', label: 'Maybe' }]);

    const asText = setColumnType(cells, 'grid', key, QuestionInputType.Input);
    expect(columnsOf(asText)[0]!.options).toEqual([]);
    expect(cellAt(asText, null, key)!.children.every((o) => o.actionType === 'delete')).toBe(true);
  });

  it('sets placeholders, defaults and fixed text; an empty text clears the field', () => {
    const cells0 = createTable('table', keys(), names);
    const column = columnsOf(cells0)[0]!.key;
    const row = rowsOf(cells0)[0]!.key;
    let cells = setCellPlaceholder(cells0, row, column, 'e.g. 12');
    cells = setCellValue(cells, row, column, '3');
    cells = setCellText(cells, row, column, 'fixed');
    expect(cellAt(cells, row, column)).toMatchObject({ placeholder: 'e.g. 12', value: '3', text: 'fixed' });
    expect(cellAt(setCellPlaceholder(cells, row, column, ''), row, column)!.placeholder).toBeUndefined();

    const grid = createTable('grid', keys(), names);
    const gridColumn = columnsOf(grid)[0]!.key;
    expect(cellAt(setCellPlaceholder(grid, null, gridColumn, 'Name'), null, gridColumn)!.placeholder).toBe('Name');
  });

  it('keeps the corner and row headers on the row-header key', () => {
    const cells = createTable('table', keys(), names);
    expect(cells.filter((c) => c.columnIndex === 0).every((c) => c.key === ROW_HEADER_KEY)).toBe(true);
  });
});
