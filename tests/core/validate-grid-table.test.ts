import { describe, expect, it } from 'vitest';
import { columnsOf, rowsOf } from '#core/tables';
import { keyOf, tableCells } from './answers-fixtures';

const rows = [{ id: 'r1', label: 'Giá' }, { id: 'r2', label: 'Chất lượng' }];
const columns = [{ id: 'good', label: 'Tốt' }, { id: 'bad', label: 'Kém' }];

describe('radio and checkbox grids', () => {
  it('take a column id per row (radio) or column ids (checkbox)', () => {
    expect(keyOf({ kind: 'radioGrid', rows, columns }, { r1: 'good', r2: 'bad' })).toBeNull();
    expect(keyOf({ kind: 'checkboxGrid', rows, columns }, { r1: ['good', 'bad'], r2: [] })).toBeNull();
    expect(keyOf({ kind: 'radioGrid', rows, columns }, { r1: ['good'] })).toBe('validation.malformed');
    expect(keyOf({ kind: 'checkboxGrid', rows, columns }, { r1: 'good' })).toBe('validation.malformed');
    expect(keyOf({ kind: 'radioGrid', rows, columns }, ['good'])).toBe('validation.malformed');
  });

  it('refuse unknown rows and columns', () => {
    expect(keyOf({ kind: 'radioGrid', rows, columns }, { r3: 'good' })).toBe('validation.unknownOption');
    expect(keyOf({ kind: 'radioGrid', rows, columns }, { r1: 'ok' })).toBe('validation.unknownOption');
    expect(keyOf({ kind: 'checkboxGrid', rows, columns }, { r1: ['good', 'meh'] })).toBe('validation.unknownOption');
  });

  it('when required, want every row answered', () => {
    expect(keyOf({ kind: 'radioGrid', rows, columns, required: true }, { r1: 'good' })).toBe('validation.rowsIncomplete');
    expect(keyOf({ kind: 'checkboxGrid', rows, columns, required: true }, { r1: ['good'], r2: [] })).toBe('validation.rowsIncomplete');
    expect(keyOf({ kind: 'radioGrid', rows, columns, required: true }, {})).toBe('validation.required');
    expect(keyOf({ kind: 'radioGrid', rows, columns, required: false }, { r1: 'good' })).toBeNull();
  });
});

describe('table answers', () => {
  const cells = tableCells('table');
  const table = { kind: 'table' as const, cells };

  it('builds the fixture it claims (two rows, seven columns)', () => {
    expect(rowsOf(cells).map((r) => r.key)).toEqual(['k1', 'k2']);
    expect(columnsOf(cells).map((c) => c.key)).toEqual(['name', 'age', 'day', 'pets', 'sex', 'city', 'note']);
  });

  it('takes every column type in its own shape', () => {
    const good = { 'k1:name': 'An', 'k1:age': '42', 'k1:day': '2025-06-01', 'k1:pets': ['cat', 'dog'], 'k1:sex': 'f', 'k1:city': 'hn', 'k2:day': '2025-06-01T08:00', 'k2:pets': [] };
    expect(keyOf(table, good)).toBeNull();
  });

  it.each([
    [{ 'k1:age': 'bốn mươi' }, 'validation.notANumber'],
    [{ 'k1:day': '01/06/2025' }, 'validation.malformed'],
    [{ 'k1:pets': 'cat' }, 'validation.malformed'],
    [{ 'k1:pets': ['fish'] }, 'validation.unknownOption'],
    [{ 'k1:sex': 'x' }, 'validation.unknownOption'],
    [{ 'k1:city': ['hn'] }, 'validation.malformed'],
    [{ 'k1:name': ['An'] }, 'validation.malformed'],
    [{ 'k3:name': 'An' }, 'validation.unknownOption'],
    [{ 'k1:nope': 'An' }, 'validation.unknownOption'],
    [{ 'k1:note': 'label columns take no answer' }, 'validation.unknownOption'],
    [{ 'k1.name': 'An' }, 'validation.unknownOption'],
  ])('refuses %j with %s', (answer, key) => {
    expect(keyOf(table, answer)).toBe(key);
  });
});

describe('grid answers', () => {
  const grid = { kind: 'grid' as const, cells: tableCells('grid'), maxRows: 3 };

  it('takes rows r1..r<maxRows> that the respondent added', () => {
    expect(keyOf(grid, { 'r1:name': 'An', 'r3:age': '7', 'r2:city': 'hcm' })).toBeNull();
    expect(keyOf(grid, { 'r4:name': 'An' })).toBe('validation.unknownOption');
    expect(keyOf(grid, { 'r0:name': 'An' })).toBe('validation.unknownOption');
    expect(keyOf(grid, { 'row1:name': 'An' })).toBe('validation.unknownOption');
    expect(keyOf(grid, { 'r1:sex': 'x' })).toBe('validation.unknownOption');
  });
});
