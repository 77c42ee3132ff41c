import { describe, expect, it } from 'vitest';
import type { FormDesign } from '#core/forms';
import type { Condition, LogicRule } from '#core/forms';
import { ruleWarnings } from '#core/logic';
import { design } from './design-fixtures';

const options = [{ id: 'o1', label: 'One' }, { id: 'o2', label: 'Two' }];
const form = design({ p: [
  { id: 'age', kind: 'number', min: 0, max: 120 },
  { id: 'name', kind: 'text' },
  { id: 'pick', kind: 'radio', options },
  { id: 'many', kind: 'checkbox', options, otherOption: true },
  { id: 'yes', kind: 'boolean' },
  { id: 'head', kind: 'title' },
  { id: 'target', kind: 'text' },
] });

type Cond = [elementId: string, comparison: Condition['comparison'], value: string | number];
function withRule(conditions: Cond[], join: 'and' | 'or' = 'and', show = ['target']): FormDesign {
  const rule: LogicRule = {
    id: 'r',
    join,
    conditions: conditions.map(([elementId, comparison, value]) => ({ elementId, comparison, value })),
    actions: [{ type: 'show', elementIds: show }],
  };
  return { ...form, logic: [rule] };
}
const keys = (d: FormDesign) => ruleWarnings(d).map((w) => `${w.field} ${w.key}`);
const NEVER = 'logic.r validation.logicNeverFires';
const DELETED = 'logic.r validation.logicDeletedElement';

describe('ruleWarnings', () => {
  it('says nothing about rules that can fire', () => {
    expect(keys(withRule([['age', 'gt', 18], ['age', 'lte', 65], ['pick', 'eq', 'o1']]))).toEqual([]);
    expect(keys(withRule([['many', 'eq', 'o1'], ['many', 'eq', 'o2']]))).toEqual([]);
    expect(keys(withRule([['pick', 'eq', 'o1'], ['pick', 'eq', 'o2']], 'or'))).toEqual([]);
    expect(keys(withRule([['age', 'gte', 5], ['age', 'lte', 5]]))).toEqual([]);
    expect(keys(withRule([['yes', 'eq', 'true'], ['name', 'neq', 'x'], ['many', 'eq', 'other:x']]))).toEqual([]);
  });

  it('warns when a condition or a shown element refers to an element that is gone', () => {
    expect(keys(withRule([['gone', 'eq', 1]]))).toEqual([DELETED]);
    expect(keys(withRule([['age', 'gt', 1]], 'and', ['target', 'removed']))).toEqual([DELETED]);
  });

  it('does not call an unfinished reference deleted: that is logicIncomplete of checkDesign', () => {
    expect(keys(withRule([['', 'eq', 1]]))).toEqual([]);
  });

  it.each<[string, Cond[]]>([
    ['two different options of a single choice', [['pick', 'eq', 'o1'], ['pick', 'eq', 'o2']]],
    ['x > 5 and x < 3', [['age', 'gt', 5], ['age', 'lt', 3]]],
    ['x >= 5 and x < 5', [['age', 'gte', 5], ['age', 'lt', 5]]],
    ['x >= 5 and x <= 5 and x != 5', [['age', 'gte', 5], ['age', 'lte', 5], ['age', 'neq', 5]]],
    ['equal and not equal to the same value', [['name', 'eq', 'a'], ['name', 'neq', 'a']]],
    ['equal and not equal on a multiple choice', [['many', 'eq', 'o1'], ['many', 'neq', 'o1']]],
    ['two different texts', [['name', 'eq', 'a'], ['name', 'eq', 'b']]],
    ['an equal outside the bounds', [['age', 'eq', 10], ['age', 'gt', 20]]],
    ['an option that does not exist', [['pick', 'eq', 'o9']]],
    ['greater than on a choice', [['pick', 'gt', 'o1']]],
    ['a value beyond the element range', [['age', 'gt', 120]]],
    ['a comparison with text', [['age', 'lt', 'abc']]],
    ['a yes/no compared with something else', [['yes', 'eq', 'maybe']]],
    ['an element that takes no answer', [['head', 'eq', 'x']]],
  ])('warns that a rule can never fire: %s', (_, conditions) => {
    expect(keys(withRule(conditions))).toEqual([NEVER]);
  });

  it('with "or" warns only when no condition can ever hold', () => {
    expect(keys(withRule([['pick', 'eq', 'o9'], ['age', 'gt', 1]], 'or'))).toEqual([]);
    expect(keys(withRule([['pick', 'eq', 'o9'], ['age', 'gt', 500]], 'or'))).toEqual([NEVER]);
  });

  it('gives both warnings when both apply, per rule', () => {
    expect(keys(withRule([['pick', 'eq', 'o9'], ['gone', 'eq', 1]]))).toEqual([DELETED, NEVER]);
  });
});
