import { describe, expect, it } from 'vitest';
import { checkDesign, checkElementDesign } from '#core/forms';
import { ROW_HEADER_KEY, type TableCell } from '#core/tables';
import { design } from './design-fixtures';

type CellSpec = Partial<TableCell> & Pick<TableCell, 'rowIndex' | 'columnIndex'>;
const cell = (spec: CellSpec): TableCell => ({ key: `k${spec.rowIndex}${spec.columnIndex}`, type: 1, children: [], ...spec });
const column = (columnIndex: number, spec: Partial<TableCell> = {}) => cell({ rowIndex: 0, columnIndex, key: `c${columnIndex}`, title: `Col ${columnIndex}`, ...spec });
const row = (rowIndex: number, spec: Partial<TableCell> = {}) => cell({ rowIndex, columnIndex: 0, key: ROW_HEADER_KEY, text: `Row ${rowIndex}`, value: `r${rowIndex}`, ...spec });
const option = (text: string, actionType?: 'delete') => ({ value: text, text, ...(actionType ? { actionType } : {}) });

const problems = (kind: 'table' | 'grid', cells: TableCell[]) =>
  checkElementDesign({ id: 'q', kind, title: 'Q', required: false, cells }).map((p) => `${p.field.replace('elements.q.', '')} ${p.key}`);

describe('checkDesign of tables (decision 4)', () => {
  const corner = cell({ rowIndex: 0, columnIndex: 0, key: ROW_HEADER_KEY, title: 'Item' });

  it('accepts columns of every offered type, with a label column and choice options', () => {
    const cells = [
      corner, column(1), column(2, { type: 2 }), column(3, { type: 3 }), column(4, { type: 4, children: [option('a')] }),
      column(5, { type: 5, children: [option('a'), option('b')] }), column(6, { type: 6, children: [option('x')] }), column(7, { type: 7 }),
      row(1), cell({ rowIndex: 1, columnIndex: 7, key: 'r1.c7', type: 7, text: 'fixed' }),
    ];
    expect(problems('table', cells)).toEqual([]);
  });

  it('needs at least one column and one body row', () => {
    expect(problems('table', [])).toEqual(['columns validation.columnsRequired', 'rows validation.rowsRequired']);
    expect(problems('table', [corner, column(1)])).toEqual(['rows validation.rowsRequired']);
    expect(problems('table', [corner, row(1)])).toEqual(['columns validation.columnsRequired']);
  });

  it('does not count what is marked delete: columns, rows, and cells of deleted rows', () => {
    expect(problems('table', [corner, column(1, { actionType: 'delete' }), row(1)])).toEqual(['columns validation.columnsRequired']);
    expect(problems('table', [corner, column(1), row(1, { actionType: 'delete' }), cell({ rowIndex: 1, columnIndex: 1, key: 'r1.c1' })]))
      .toEqual(['rows validation.rowsRequired']);
  });

  it('refuses MultiType columns, choice columns without options, and untitled columns', () => {
    expect(problems('table', [corner, column(1, { type: 8 }), row(1)])).toEqual(['columns.c1 validation.invalid']);
    expect(problems('table', [corner, column(1, { type: 5, children: [option('a', 'delete')] }), row(1)])).toEqual(['columns.c1 validation.optionsRequired']);
    expect(problems('table', [corner, column(1, { type: 6, children: [option('a'), option(' A ')] }), row(1)])).toEqual(['columns.c1 validation.invalid']);
    expect(problems('table', [corner, column(1, { title: ' ' }), row(1)])).toEqual(['columns.c1 validation.titleRequired']);
  });

  it('refuses a column key or row key used twice, rows without a label and two cells in one place', () => {
    expect(problems('table', [corner, column(1), column(2, { key: 'c1' }), row(1)])).toEqual(['columns.c1 validation.invalid']);
    expect(problems('table', [corner, column(1), row(1), row(2, { value: 'r1' })])).toEqual(['rows.r1 validation.invalid']);
    expect(problems('table', [corner, column(1), row(1, { text: '' })])).toEqual(['rows.r1 validation.titleRequired']);
    expect(problems('table', [corner, column(1), column(1, { key: 'c9' }), row(1)])).toEqual(['cells validation.invalid']);
  });
});

describe('checkDesign of grids (decision 4)', () => {
  it('needs a column and no body rows, and refuses Table and MultiType columns', () => {
    expect(problems('grid', [column(1)])).toEqual([]);
    expect(problems('grid', [])).toEqual(['columns validation.columnsRequired']);
    expect(problems('grid', [column(1, { type: 7 }), column(2, { type: 8 })])).toEqual(['columns.c1 validation.invalid', 'columns.c2 validation.invalid']);
    expect(problems('grid', [column(1, { type: 4 })])).toEqual(['columns.c1 validation.optionsRequired']);
  });
});

describe('checkDesign of logic rules', () => {
  const form = design({ p: [{ id: 'a' }, { id: 'b' }] });
  const withRule = (rule: object) => checkDesign({ ...form, logic: [{ id: 'r', join: 'and', ...rule } as never] }).map((p) => `${p.field} ${p.key}`);
  const show = [{ type: 'show', elementIds: ['b'] }];
  const INCOMPLETE = ['logic.r validation.logicIncomplete'];

  it('accepts a fully filled rule with an action', () => {
    expect(withRule({ conditions: [{ elementId: 'a', comparison: 'eq', value: 'x' }], actions: show })).toEqual([]);
    expect(withRule({ conditions: [{ elementId: 'a', comparison: 'neq', value: 0 }], actions: [{ type: 'forbidSubmit' }] })).toEqual([]);
  });

  it.each([
    ['no condition', { conditions: [], actions: show }],
    ['a condition with no element', { conditions: [{ elementId: '', comparison: 'eq', value: 'x' }], actions: show }],
    ['a condition on an element that is gone', { conditions: [{ elementId: 'z', comparison: 'eq', value: 'x' }], actions: show }],
    ['a condition with no comparison', { conditions: [{ elementId: 'a', comparison: '', value: 'x' }], actions: show }],
    ['a condition with no value', { conditions: [{ elementId: 'a', comparison: 'eq', value: ' ' }], actions: show }],
    ['no action', { conditions: [{ elementId: 'a', comparison: 'eq', value: 'x' }], actions: [] }],
    ['a show action that shows nothing', { conditions: [{ elementId: 'a', comparison: 'eq', value: 'x' }], actions: [{ type: 'show', elementIds: [] }] }],
    ['a show action with an empty choice', { conditions: [{ elementId: 'a', comparison: 'eq', value: 'x' }], actions: [{ type: 'show', elementIds: ['b', ''] }] }],
  ])('refuses a rule with %s, once', (_, rule) => {
    expect(withRule(rule)).toEqual(INCOMPLETE);
  });
});
