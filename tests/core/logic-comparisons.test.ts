import { describe, expect, it } from 'vitest';
import type { AnswerValue } from '#core/answers';
import { conditionHolds } from '../../src/core/logic/compare';
import { LogicEngine } from '#core/logic';
import type { Comparison, LogicRule } from '#core/forms';

const holds = (comparison: Comparison, value: string | number, answer: AnswerValue | undefined) =>
  conditionHolds({ elementId: 'q', comparison, value }, answer);

type Row = [Comparison, AnswerValue, string | number, boolean];

describe('every comparison on numbers (and number text)', () => {
  const rows: Row[] = [
    ['eq', 7, 7, true], ['eq', '7.0', 7, true], ['eq', 7, '8', false],
    ['neq', 7, 8, true], ['neq', '7', 7, false],
    ['gt', 8, 7, true], ['gt', 7, 7, false], ['gt', '-1', -2, true],
    ['gte', 7, 7, true], ['gte', 6.9, 7, false],
    ['lt', '10', 9, false], ['lt', 2, '10', true],
    ['lte', 7, 7, true], ['lte', 7.01, 7, false],
  ];
  it.each(rows)('%s: answer %j against %j → %s', (comparison, answer, value, expected) => {
    expect(holds(comparison, value, answer)).toBe(expected);
  });
});

describe('every comparison on text', () => {
  const rows: Row[] = [
    ['eq', 'Hà Nội', 'Hà Nội', true], ['eq', 'Hà Nội', 'ha noi', false],
    ['neq', 'Hà Nội', 'Huế', true], ['neq', 'Huế', 'Huế', false],
    // ordering needs numbers on both sides: text is never greater or smaller
    ['gt', 'b', 'a', false], ['gte', 'a', 'a', false], ['lt', 'a', 'b', false], ['lte', 'a', 'a', false],
  ];
  it.each(rows)('%s: answer %j against %j → %s', (comparison, answer, value, expected) => {
    expect(holds(comparison, value, answer)).toBe(expected);
  });
});

describe('choices, checkboxes and grids compare by membership', () => {
  it('a single choice equals its option id', () => {
    expect(holds('eq', 'opt1', 'opt1')).toBe(true);
    expect(holds('neq', 'opt1', 'opt2')).toBe(true);
    expect(holds('eq', 'opt1', 'other:opt1')).toBe(false);
  });

  it('checkboxes: eq = ticked, neq = not ticked, ordering = some ticked item', () => {
    expect(holds('eq', 'b', ['a', 'b'])).toBe(true);
    expect(holds('eq', 'c', ['a', 'b'])).toBe(false);
    expect(holds('neq', 'c', ['a', 'b'])).toBe(true);
    expect(holds('neq', 'a', ['a', 'b'])).toBe(false);
    expect(holds('gt', 2, ['1', '3'])).toBe(true);
    expect(holds('gte', 3, ['1', '3'])).toBe(true);
    expect(holds('lt', 1, ['1', '3'])).toBe(false);
    expect(holds('lte', 1, ['1', '3'])).toBe(true);
  });

  it('grids: any row with that column', () => {
    expect(holds('eq', 'good', { r1: 'bad', r2: 'good' })).toBe(true);
    expect(holds('neq', 'good', { r1: 'bad', r2: 'bad' })).toBe(true);
    expect(holds('eq', 'good', { r1: ['bad'], r2: ['good', 'bad'] })).toBe(true);
    expect(holds('neq', 'good', { r1: ['bad'], r2: ['good'] })).toBe(false);
  });

  it('booleans compare with "true" / "false"', () => {
    expect(holds('eq', 'true', true)).toBe(true);
    expect(holds('eq', 'true', false)).toBe(false);
    expect(holds('neq', 'true', false)).toBe(true);
  });

  it.each(['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const)('no answer satisfies %s', (comparison) => {
    for (const none of [undefined, null, '', '  ', [], {}]) expect(holds(comparison, 1, none)).toBe(false);
  });
});

const showRule = (id: string, join: 'and' | 'or', conditions: LogicRule['conditions'], targets: string[]): LogicRule => ({
  id, join, conditions, actions: [{ type: 'show', elementIds: targets }],
});

describe('and / or joins', () => {
  const conditions: LogicRule['conditions'] = [
    { elementId: 'age', comparison: 'gte', value: 18 },
    { elementId: 'pets', comparison: 'eq', value: 'cat' },
  ];
  const table: [number | undefined, string[] | undefined, boolean, boolean][] = [
    [undefined, undefined, false, false], [20, undefined, false, true], [undefined, ['cat'], false, true],
    [20, ['cat'], true, true], [17, ['dog'], false, false], [17, ['cat', 'dog'], false, true],
  ];
  it.each(table)('age %j, pets %j: and → %s, or → %s', (age, pets, and, or) => {
    const answers = { ...(age === undefined ? {} : { age }), ...(pets === undefined ? {} : { pets }) };
    expect(new LogicEngine([showRule('r', 'and', conditions, ['x'])], answers).isVisible('x')).toBe(and);
    expect(new LogicEngine([showRule('r', 'or', conditions, ['x'])], answers).isVisible('x')).toBe(or);
  });
});

describe('show cascades and forbidSubmit', () => {
  const rules: LogicRule[] = [
    showRule('r1', 'and', [{ elementId: 'a', comparison: 'eq', value: 'yes' }], ['b']),
    showRule('r2', 'and', [{ elementId: 'b', comparison: 'gt', value: 10 }], ['c']),
    { id: 'stop', join: 'and', conditions: [{ elementId: 'c', comparison: 'eq', value: 'no' }], actions: [{ type: 'forbidSubmit' }] },
  ];

  it('an answer to a hidden element counts as none, down the chain', () => {
    const engine = new LogicEngine(rules, { a: 'yes', b: 11, c: 'no' });
    expect(engine.state()).toEqual({ hidden: new Set(), forbiddenBy: ['stop'] });
    expect(engine.setAnswer('a', 'no')).toEqual({ shown: [], hidden: ['b', 'c'], forbidden: false });
    expect(engine.state().forbiddenBy).toEqual([]);
    expect(engine.setAnswer('a', 'yes')).toEqual({ shown: ['b', 'c'], hidden: [], forbidden: true });
  });

  it('an element shown by two rules stays shown while either fires', () => {
    const two = [showRule('s1', 'and', [{ elementId: 'a', comparison: 'eq', value: 1 }], ['t']), showRule('s2', 'and', [{ elementId: 'b', comparison: 'eq', value: 1 }], ['t'])];
    const engine = new LogicEngine(two, { a: 1, b: 1 });
    expect(engine.setAnswer('a', 2).hidden).toEqual([]);
    expect(engine.setAnswer('b', 2).hidden).toEqual(['t']);
  });

  it('forbids while a forbidding rule fires, and clearing the answer lifts it', () => {
    const engine = new LogicEngine([rules[2]!]);
    expect(engine.setAnswer('c', 'no').forbidden).toBe(true);
    expect(engine.setAnswer('c', undefined).forbidden).toBe(false);
  });
});
