import { describe, expect, it } from 'vitest';
import type { Answers } from '#core/answers';
import { conditionHolds } from '../../src/core/logic/compare';
import { evaluateLogic, LogicEngine } from '#core/logic';
import type { Comparison, LogicRule } from '#core/forms';

const show = (id: string, join: 'and' | 'or', conditions: LogicRule['conditions'], target: string): LogicRule => ({
  id, join, conditions, actions: [{ type: 'show', elementIds: [target] }],
});

describe('comparisons', () => {
  const cases: [Comparison, number, number, boolean][] = [
    ['eq', 5, 5, true], ['eq', 5, 6, false],
    ['neq', 5, 6, true], ['neq', 5, 5, false],
    ['gt', 6, 5, true], ['gt', 5, 5, false],
    ['gte', 5, 5, true], ['gte', 4, 5, false],
    ['lt', 4, 5, true], ['lt', 5, 5, false],
    ['lte', 5, 5, true], ['lte', 6, 5, false],
  ];
  it.each(cases)('%s: %d against %d is %s', (comparison, answer, value, expected) => {
    expect(conditionHolds({ elementId: 'a', comparison, value }, answer)).toBe(expected);
  });

  it('compares numeric text as numbers, so "10" > 9', () => {
    expect(conditionHolds({ elementId: 'a', comparison: 'gt', value: 9 }, '10')).toBe(true);
  });

  it('compares option ids as text and treats no answer as not matching', () => {
    expect(conditionHolds({ elementId: 'a', comparison: 'eq', value: 'opt-x' }, 'opt-x')).toBe(true);
    expect(conditionHolds({ elementId: 'a', comparison: 'neq', value: 'opt-x' }, 'opt-y')).toBe(true);
    expect(conditionHolds({ elementId: 'a', comparison: 'eq', value: 'opt-x' }, undefined)).toBe(false);
    expect(conditionHolds({ elementId: 'a', comparison: 'neq', value: 'opt-x' }, '')).toBe(false);
    expect(conditionHolds({ elementId: 'a', comparison: 'gt', value: 'abc' }, 'abd')).toBe(false);
  });

  it('matches a multiple choice by membership', () => {
    expect(conditionHolds({ elementId: 'a', comparison: 'eq', value: 'x' }, ['y', 'x'])).toBe(true);
    expect(conditionHolds({ elementId: 'a', comparison: 'neq', value: 'x' }, ['y', 'x'])).toBe(false);
  });
});

describe('logic engine', () => {
  const rule = show('r1', 'and', [{ elementId: 'b', comparison: 'eq', value: 'x' }], 'c');

  it('hides a controlled element until its rule fires, then shows it', () => {
    const engine = new LogicEngine([rule]);
    expect(engine.isVisible('c')).toBe(false);
    expect(engine.isVisible('b')).toBe(true);
    expect(engine.setAnswer('b', 'x')).toEqual({ shown: ['c'], hidden: [], forbidden: false });
    expect(engine.setAnswer('b', 'y')).toEqual({ shown: [], hidden: ['c'], forbidden: false });
  });

  it('joins conditions with and / or', () => {
    const conditions = [
      { elementId: 'a', comparison: 'gte' as const, value: 18 },
      { elementId: 'b', comparison: 'eq' as const, value: 'yes' },
    ];
    const and = new LogicEngine([show('and', 'and', conditions, 'c')]);
    const or = new LogicEngine([show('or', 'or', conditions, 'c')]);
    for (const engine of [and, or]) engine.setAnswer('a', 20);
    expect(and.isVisible('c')).toBe(false);
    expect(or.isVisible('c')).toBe(true);
    and.setAnswer('b', 'yes');
    expect(and.isVisible('c')).toBe(true);
  });

  it('forbids submission while a forbidding rule fires', () => {
    const forbid: LogicRule = { id: 'f', join: 'and', conditions: [{ elementId: 'age', comparison: 'lt', value: 18 }], actions: [{ type: 'forbidSubmit' }] };
    const engine = new LogicEngine([forbid]);
    expect(engine.setAnswer('age', 15).forbidden).toBe(true);
    expect(engine.state().forbiddenBy).toEqual(['f']);
    expect(engine.setAnswer('age', 30).forbidden).toBe(false);
  });

  it('cascades: hiding an element drops the answers that depended on it', () => {
    const rules = [rule, show('r2', 'and', [{ elementId: 'c', comparison: 'eq', value: 'z' }], 'd')];
    const engine = new LogicEngine(rules);
    engine.setAnswer('b', 'x');
    engine.setAnswer('c', 'z');
    expect(engine.isVisible('d')).toBe(true);
    const change = engine.setAnswer('b', 'y');
    expect(change.hidden.sort()).toEqual(['c', 'd']);
  });

  it('incremental evaluation agrees with evaluating from scratch', () => {
    const rules = [
      rule,
      show('r2', 'or', [{ elementId: 'n', comparison: 'gt', value: 5 }, { elementId: 'c', comparison: 'eq', value: 'z' }], 'd'),
      { id: 'f', join: 'and' as const, conditions: [{ elementId: 'n', comparison: 'eq' as const, value: 13 }], actions: [{ type: 'forbidSubmit' as const }] },
    ];
    const engine = new LogicEngine(rules);
    const answers: Answers = {};
    const steps: [string, Answers[string]][] = [['b', 'x'], ['n', 3], ['c', 'z'], ['b', 'y'], ['n', 13], ['n', 6], ['c', null]];
    for (const [id, value] of steps) {
      answers[id] = value;
      engine.setAnswer(id, value);
      const fresh = evaluateLogic(rules, answers);
      expect([...engine.state().hidden].sort()).toEqual([...fresh.hidden].sort());
      expect(engine.state().forbiddenBy).toEqual(fresh.forbiddenBy);
    }
  });

  it('re-evaluates only the rules that read the changed element', () => {
    const rules = [rule, show('r2', 'and', [{ elementId: 'other', comparison: 'eq', value: 1 }], 'e')];
    const engine = new LogicEngine(rules);
    const change = engine.setAnswer('unrelated', 'x');
    expect(change).toEqual({ shown: [], hidden: [], forbidden: false });
  });
});
