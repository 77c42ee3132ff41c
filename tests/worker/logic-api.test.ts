import type { LogicRule } from '#core/forms';
import type { TableCell } from '#core/tables';
import { createLogicApi } from '#worker/logic-api';
import { describe, expect, it } from 'vitest';

const rules: LogicRule[] = [
  { id: 'r1', join: 'and', conditions: [{ elementId: 'b', comparison: 'eq', value: 'x' }], actions: [{ type: 'show', elementIds: ['c'] }] },
  { id: 'r2', join: 'and', conditions: [{ elementId: 'n', comparison: 'gt', value: 10 }], actions: [{ type: 'forbidSubmit' }] },
];

describe('logic worker api', () => {
  it('loads rules and returns plain, cloneable state', () => {
    const api = createLogicApi();
    const state = api.load(rules, {});
    expect(state).toEqual({ hidden: ['c'], forbiddenBy: [] });
    expect(structuredClone(state)).toEqual(state);
  });

  it('shows C when radio B equals X, and hides it again', () => {
    const api = createLogicApi();
    api.load(rules);
    expect(api.setAnswer('b', 'x')).toEqual({ shown: ['c'], hidden: [], forbidden: false });
    expect(api.state().hidden).toEqual([]);
    expect(api.setAnswer('b', 'y')).toEqual({ shown: [], hidden: ['c'], forbidden: false });
    expect(api.setAnswer('n', 11).forbidden).toBe(true);
    expect(api.state().forbiddenBy).toEqual(['r2']);
    expect(api.setAnswer('n', undefined).forbidden).toBe(false);
  });

  it('honours initial answers and validates rules', () => {
    const api = createLogicApi();
    expect(api.load(rules, { b: 'x', n: 20 })).toEqual({ hidden: [], forbiddenBy: ['r2'] });
    expect(() => api.load([{ id: 'bad id!' } as unknown as LogicRule])).toThrow();
  });

  it('refuses answers before load', () => {
    expect(() => createLogicApi().setAnswer('b', 'x')).toThrow(/load/);
  });

  it('marks table cell changes with core cell diff', () => {
    const cells = [
      { id: 1, key: 'rowHeader', type: 7, rowIndex: 1, columnIndex: 0, children: [], actionType: 'delete' },
      { id: 2, key: 'r1.c1', type: 5, rowIndex: 1, columnIndex: 1, children: [{ id: 9, value: 'v', text: 't' }] },
      { key: 'r2.c1', type: 5, rowIndex: 2, columnIndex: 1, children: [{ value: 'v', text: 't' }] },
    ] as TableCell[];
    const marked = createLogicApi().markCellChanges(cells);
    expect(marked.map((c) => c.actionType)).toEqual(['delete', 'delete', 'create']);
    expect(marked[1]!.children[0]!.actionType).toBe('delete');
    expect(marked[2]!.children[0]!.actionType).toBe('create');
  });
});
