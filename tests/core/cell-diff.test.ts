import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markCellChanges } from '#core/tables';
import { actionTypes, ROW_HEADER_KEY, type CellOption, type TableCell } from '#core/tables';

const markerArb = fc.option(fc.constantFrom(...actionTypes), { nil: undefined });
const idArb = fc.option(fc.oneof(fc.integer({ min: 1, max: 1e6 }), fc.constant('tmp-1')), { nil: undefined });

/** Cells of a small table; `placeholder` and option `value` carry a unique tag to follow each one through. */
const cellsArb = fc.array(
  fc.record({
    id: idArb,
    rowHeader: fc.boolean(),
    rowIndex: fc.nat(4),
    columnIndex: fc.nat(3),
    actionType: markerArb,
    children: fc.array(fc.record({ id: idArb, actionType: markerArb }), { maxLength: 4 }),
  }),
  { maxLength: 25 },
).map((specs) => specs.map((spec, i): TableCell => {
  const cell: TableCell = {
    key: spec.rowHeader ? ROW_HEADER_KEY : `c${spec.columnIndex}`,
    type: 1,
    rowIndex: spec.rowIndex,
    columnIndex: spec.rowHeader ? 0 : spec.columnIndex,
    placeholder: `cell-${i}`,
    children: spec.children.map((o, j): CellOption => {
      const opt: CellOption = { value: `opt-${i}-${j}`, text: 'x' };
      if (o.id !== undefined) opt.id = o.id;
      if (o.actionType !== undefined) opt.actionType = o.actionType;
      return opt;
    }),
  };
  if (spec.id !== undefined) cell.id = spec.id;
  if (spec.actionType !== undefined) cell.actionType = spec.actionType;
  return cell;
}));

const withoutMarkers = (cells: readonly TableCell[]) =>
  cells.map(({ actionType: _a, children, ...cell }) => ({ ...cell, children: children.map(({ actionType: _b, ...o }) => o) }));
const deletedRowsOf = (cells: readonly TableCell[]) =>
  new Set(cells.filter((c) => c.key === ROW_HEADER_KEY && c.rowIndex > 0 && c.actionType === 'delete').map((c) => c.rowIndex));
const hasId = (item: { id?: unknown }) => item.id !== undefined && item.id !== null && item.id !== '';

describe('markCellChanges properties (SPEC 4)', () => {
  it('loses and duplicates no cell or option: the same ones, in the same order, with only the markers changed', () => {
    fc.assert(fc.property(cellsArb, (cells) => {
      const marked = markCellChanges(cells);
      expect(withoutMarkers(marked)).toEqual(withoutMarkers(cells));
      const tags = marked.flatMap((c) => [c.placeholder, ...c.children.map((o) => o.value)]);
      expect(new Set(tags).size).toBe(tags.length);
    }));
  });

  it('puts a marker on every cell and option', () => {
    fc.assert(fc.property(cellsArb, (cells) => {
      for (const cell of markCellChanges(cells)) {
        expect(actionTypes).toContain(cell.actionType);
        for (const option of cell.children) expect(actionTypes).toContain(option.actionType);
      }
    }));
  });

  it('deletes every cell and option of a row whose row header is deleted, and keeps the given markers elsewhere', () => {
    fc.assert(fc.property(cellsArb, (cells) => {
      const deletedRows = deletedRowsOf(cells);
      markCellChanges(cells).forEach((cell, i) => {
        const before = cells[i]!;
        if (deletedRows.has(cell.rowIndex)) {
          expect(cell.actionType).toBe('delete');
          expect(cell.children.every((o) => o.actionType === 'delete')).toBe(true);
        } else {
          expect(cell.actionType).toBe(before.actionType ?? (hasId(before) ? 'update' : 'create'));
        }
      });
    }));
  });

  it('makes options follow their cell: all delete with it, create with it unless already delete', () => {
    fc.assert(fc.property(cellsArb, (cells) => {
      markCellChanges(cells).forEach((cell, i) => {
        cell.children.forEach((option, j) => {
          const before = cells[i]!.children[j]!;
          if (cell.actionType === 'delete') expect(option.actionType).toBe('delete');
          else if (cell.actionType === 'create') expect(option.actionType).toBe(before.actionType === 'delete' ? 'delete' : 'create');
          else expect(option.actionType).toBe(before.actionType ?? (hasId(before) ? 'update' : 'create'));
        });
      });
    }));
  });

  it('is idempotent and does not change its input', () => {
    fc.assert(fc.property(cellsArb, (cells) => {
      const snapshot = structuredClone(cells);
      const once = markCellChanges(cells);
      expect(markCellChanges(once)).toEqual(once);
      expect(cells).toEqual(snapshot);
    }));
  });
});

describe('markCellChanges on a table (SPEC 4 cases)', () => {
  const table: TableCell[] = [
    { id: 1, key: ROW_HEADER_KEY, title: 'Item', type: 1, rowIndex: 0, columnIndex: 0, children: [] },
    { id: 2, key: 'col', title: 'Pick', type: 5, rowIndex: 0, columnIndex: 1, children: [{ id: 20, value: 'y', text: 'Yes' }, { value: 'n', text: 'No' }] },
    { id: 3, key: ROW_HEADER_KEY, text: 'Apples', value: 'r1', type: 1, rowIndex: 1, columnIndex: 0, children: [], actionType: 'delete' },
    { id: 4, key: 'r1.col', type: 5, rowIndex: 1, columnIndex: 1, children: [{ id: 40, value: 'y', text: 'Yes' }, { value: 'n', text: 'No' }] },
    { key: ROW_HEADER_KEY, text: 'Pears', value: 'r2', type: 1, rowIndex: 2, columnIndex: 0, children: [] },
    { key: 'r2.col', type: 5, rowIndex: 2, columnIndex: 1, children: [{ value: 'y', text: 'Yes' }, { id: 41, value: 'n', text: 'No', actionType: 'delete' }] },
  ];

  it('deletes the row of a deleted row header with its options, creates the new row, updates the rest', () => {
    const marked = markCellChanges(table);
    expect(marked.map((c) => c.actionType)).toEqual(['update', 'update', 'delete', 'delete', 'create', 'create']);
    expect(marked.map((c) => c.children.map((o) => o.actionType))).toEqual([
      [], ['update', 'create'], [], ['delete', 'delete'], [], ['create', 'delete'],
    ]);
  });
});
