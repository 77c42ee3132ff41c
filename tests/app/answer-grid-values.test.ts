import { describe, expect, it } from 'vitest';
import { QuestionInputType, ROW_HEADER_KEY, type TableCell } from '#core/tables';
import { columnsOf } from '#core/tables';
import { orderedChecks, rowChecks, rowChoice, withEntry } from '../../src/app/answering/answer-grid-values';
import {
  answerCellKey, cellDefaults, gridRowCount, gridRowKey, removeGridRow, withDefaults,
} from '../../src/app/answering/answer-table-values';

describe('radio and checkbox grid answers', () => {
  it('sets and clears one row without touching the others', () => {
    const one = withEntry({}, 'row1', 'good');
    expect(one).toEqual({ row1: 'good' });
    const two = withEntry(one!, 'row2', ['x', 'y']);
    expect(two).toEqual({ row1: 'good', row2: ['x', 'y'] });
    expect(rowChoice(two!, 'row1')).toBe('good');
    expect(rowChecks(two!, 'row2')).toEqual(['x', 'y']);
    expect(withEntry(two!, 'row2', [])).toEqual({ row1: 'good' });
    expect(withEntry({ row1: 'good' }, 'row1', null)).toBeUndefined();
  });

  it('lists ticked columns in the author order whatever order they were ticked', () => {
    expect(orderedChecks(['c3', 'c1'], ['c1', 'c2', 'c3'])).toEqual(['c1', 'c3']);
  });
});

const header = (columnIndex: number, key: string, type: number, extra: Partial<TableCell> = {}): TableCell => ({
  key, type, rowIndex: 0, columnIndex, title: key.toUpperCase(), children: [], ...extra,
});

describe('table and grid answers', () => {
  it('keys cells as row:column and counts the r1..rN rows a grid answer holds', () => {
    expect(answerCellKey('r2', 'name')).toBe('r2:name');
    expect(gridRowKey(3)).toBe('r3');
    expect(gridRowCount(undefined, 1, 10)).toBe(1);
    expect(gridRowCount({ 'r1:a': 'x', 'r4:b': 'y' }, 1, 10)).toBe(4);
    expect(gridRowCount({ 'r40:a': 'x' }, 1, 10)).toBe(10);
  });

  it('removing a grid row moves the rows under it up, leaving no gap', () => {
    const answer = { 'r1:a': 'one', 'r2:a': 'two', 'r2:b': ['x'], 'r3:a': 'three' };
    expect(removeGridRow(answer, 2)).toEqual({ 'r1:a': 'one', 'r2:a': 'three' });
    expect(removeGridRow(answer, 1)).toEqual({ 'r1:a': 'two', 'r1:b': ['x'], 'r2:a': 'three' });
    expect(removeGridRow({ 'r1:a': 'only' }, 1)).toBeUndefined();
  });

  it('takes a table default from its body cell and a grid default from the column header, never from label columns', () => {
    const cells: TableCell[] = [
      { key: ROW_HEADER_KEY, type: QuestionInputType.Input, rowIndex: 0, columnIndex: 0, title: 'Item', children: [] },
      header(1, 'qty', QuestionInputType.Number, { value: '1' }),
      header(2, 'kind', QuestionInputType.Checkbox, { children: [{ value: 'k1', text: 'K1' }] }),
      header(3, 'note', QuestionInputType.Table),
      { key: ROW_HEADER_KEY, type: QuestionInputType.Input, rowIndex: 1, columnIndex: 0, text: 'Rice', value: 'rice', children: [] },
      { key: 'rice.qty', type: QuestionInputType.Number, rowIndex: 1, columnIndex: 1, value: '5', children: [] },
      { key: 'rice.kind', type: QuestionInputType.Checkbox, rowIndex: 1, columnIndex: 2, value: 'k1', children: [] },
      { key: 'rice.note', type: QuestionInputType.Table, rowIndex: 1, columnIndex: 3, text: 'fixed', value: 'nope', children: [] },
    ];
    const columns = columnsOf(cells);
    expect(cellDefaults(cells, columns, ['rice'], false)).toEqual({ 'rice:qty': '5', 'rice:kind': ['k1'] });
    expect(cellDefaults(cells, columns, ['r1', 'r2'], true)).toEqual({ 'r1:qty': '1', 'r2:qty': '1' });
    expect(withDefaults({ 'rice:qty': '7' }, { 'rice:qty': '5', 'rice:kind': ['k1'] })).toEqual({ 'rice:qty': '7', 'rice:kind': ['k1'] });
  });
});
