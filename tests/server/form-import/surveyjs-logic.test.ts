import { describe, expect, it } from 'vitest';
import { evaluateLogic } from '#core/logic';
import { importedElements } from './surveyjs-helpers';

const car = { type: 'radiogroup', name: 'car', choices: ['Ford', { value: 'vw', text: 'Volkswagen' }, 'BMW'] };
const extras = { type: 'checkbox', name: 'extras', choices: ['gps', 'radio'] };
const age = { type: 'text', name: 'age', inputType: 'number' };
const agree = { type: 'boolean', name: 'agree' };

describe('SurveyJS import: visibleIf as show rules', () => {
  it('maps an equality on a choice to a show rule on the option the value became', () => {
    const outcome = importedElements([car, { type: 'comment', name: 'why', visibleIf: "{car} = 'vw'" }]);
    expect(outcome.design.logic).toEqual([
      { id: 'r1', join: 'and', conditions: [{ elementId: 'car', comparison: 'eq', value: 'vw' }], actions: [{ type: 'show', elementIds: ['why'] }] },
    ]);
    expect(evaluateLogic(outcome.design.logic, { car: 'vw' }).hidden.has('why')).toBe(false);
    expect(evaluateLogic(outcome.design.logic, { car: 'ford' }).hidden.has('why')).toBe(true);
    expect(outcome.notes).toEqual([]);
  });

  it('maps or / and joins, contains, anyof, allof, noneof, numbers, booleans and notempty', () => {
    const outcome = importedElements([
      car, extras, age, agree,
      { type: 'text', name: 'a', visibleIf: "{car} = 'Ford' or {car} == 'BMW'" },
      { type: 'text', name: 'b', visibleIf: "{extras} contains 'gps' and {age} >= 18 && {agree} = true" },
      { type: 'text', name: 'c', visibleIf: "{car} anyof ['Ford', 'vw']" },
      { type: 'text', name: 'd', visibleIf: "{extras} allof ['gps', 'radio']" },
      { type: 'text', name: 'e', visibleIf: "{extras} noneof ['gps']" },
      { type: 'text', name: 'f', visibleIf: '18 < {age}' },
      { type: 'text', name: 'n', visibleIf: '{age} <= -1' },
      { type: 'text', name: 'g', visibleIf: '{agree} notempty' },
      { type: 'text', name: 'h', visibleIf: "({car} != 'BMW')" },
    ]);
    const rule = (id: string, join: 'and' | 'or', conditions: unknown[], target: string) => ({ id, join, conditions, actions: [{ type: 'show', elementIds: [target] }] });
    expect(outcome.design.logic).toEqual([
      rule('r1', 'or', [{ elementId: 'car', comparison: 'eq', value: 'Ford' }, { elementId: 'car', comparison: 'eq', value: 'BMW' }], 'a'),
      rule('r2', 'and', [
        { elementId: 'extras', comparison: 'eq', value: 'gps' }, { elementId: 'age', comparison: 'gte', value: 18 }, { elementId: 'agree', comparison: 'eq', value: 'true' },
      ], 'b'),
      rule('r3', 'or', [{ elementId: 'car', comparison: 'eq', value: 'Ford' }, { elementId: 'car', comparison: 'eq', value: 'vw' }], 'c'),
      rule('r4', 'and', [{ elementId: 'extras', comparison: 'eq', value: 'gps' }, { elementId: 'extras', comparison: 'eq', value: 'radio' }], 'd'),
      rule('r5', 'and', [{ elementId: 'extras', comparison: 'neq', value: 'gps' }], 'e'),
      rule('r6', 'and', [{ elementId: 'age', comparison: 'gt', value: 18 }], 'f'),
      rule('r7', 'and', [{ elementId: 'age', comparison: 'lte', value: -1 }], 'n'),
      rule('r8', 'or', [{ elementId: 'agree', comparison: 'eq', value: 'true' }, { elementId: 'agree', comparison: 'eq', value: 'false' }], 'g'),
      rule('r9', 'and', [{ elementId: 'car', comparison: 'neq', value: 'BMW' }], 'h'),
    ]);
    const state = evaluateLogic(outcome.design.logic, { extras: ['gps'], age: 20, agree: true });
    expect(state.hidden.has('b')).toBe(false);
    expect(evaluateLogic(outcome.design.logic, { extras: ['gps'], age: 17, agree: true }).hidden.has('b')).toBe(true);
    expect(outcome.notes).toEqual([]);
  });

  it('applies a page and a panel visibleIf to every element inside, together with an element\'s own', () => {
    const outcome = importedElements([
      car, agree,
      {
        type: 'panel', name: 'details', title: 'Chi tiết', visibleIf: "{car} = 'BMW'",
        elements: [{ type: 'text', name: 'model' }, { type: 'text', name: 'color', visibleIf: '{agree} = true' }],
      },
    ]);
    expect(outcome.design.phases[0]?.elements.map((e) => [e.id, e.kind, e.title])).toEqual([
      ['car', 'radio', 'car'], ['agree', 'boolean', 'agree'], ['details', 'title', 'Chi tiết'], ['model', 'text', 'model'], ['color', 'text', 'color'],
    ]);
    expect(outcome.design.logic).toEqual([
      { id: 'r1', join: 'and', conditions: [{ elementId: 'car', comparison: 'eq', value: 'BMW' }], actions: [{ type: 'show', elementIds: ['details', 'model'] }] },
      {
        id: 'r2', join: 'and',
        conditions: [{ elementId: 'car', comparison: 'eq', value: 'BMW' }, { elementId: 'agree', comparison: 'eq', value: 'true' }],
        actions: [{ type: 'show', elementIds: ['color'] }],
      },
    ]);
    expect(outcome.notes).toEqual([{ where: 'page1/details', code: 'panelFlattened', detail: '' }]);
  });

  it('notes every expression the rules cannot carry and leaves its element always shown', () => {
    const outcome = importedElements([
      car, age, { type: 'text', name: 'comment' }, { type: 'radiogroup', name: 'other', choices: ['a'], showOtherItem: true },
      { type: 'text', name: 'mixed', visibleIf: "{car} = 'Ford' and ({age} > 18 or {age} < 5)" },
      { type: 'text', name: 'fn', visibleIf: 'age({birthdate}) >= 18' },
      { type: 'text', name: 'math', visibleIf: '{age} + 1 > 18' },
      { type: 'text', name: 'not', visibleIf: "!({car} = 'Ford')" },
      { type: 'text', name: 'unknownValue', visibleIf: "{car} = 'Tesla'" },
      { type: 'text', name: 'unknownQuestion', visibleIf: "{nowhere} = 'x'" },
      { type: 'text', name: 'empty', visibleIf: '{car} empty' },
      { type: 'text', name: 'substring', visibleIf: "{comment} contains 'x'" },
      { type: 'text', name: 'otherNotEmpty', visibleIf: '{other} notempty' },
      { type: 'text', name: 'broken', visibleIf: "{car = 'Ford'" },
    ]);
    expect(outcome.design.logic).toEqual([]);
    expect(outcome.notes).toEqual([
      { where: 'page1/mixed', code: 'visibleIfNotMapped', detail: "{car} = 'Ford' and ({age} > 18 or {age} < 5)" },
      { where: 'page1/fn', code: 'visibleIfNotMapped', detail: 'age({birthdate}) >= 18' },
      { where: 'page1/math', code: 'visibleIfNotMapped', detail: '{age} + 1 > 18' },
      { where: 'page1/not', code: 'visibleIfNotMapped', detail: "!({car} = 'Ford')" },
      { where: 'page1/unknownValue', code: 'visibleIfNotMapped', detail: "{car} = 'Tesla'" },
      { where: 'page1/unknownQuestion', code: 'visibleIfNotMapped', detail: "{nowhere} = 'x'" },
      { where: 'page1/empty', code: 'visibleIfNotMapped', detail: '{car} empty' },
      { where: 'page1/substring', code: 'visibleIfNotMapped', detail: "{comment} contains 'x'" },
      { where: 'page1/otherNotEmpty', code: 'visibleIfNotMapped', detail: '{other} notempty' },
      { where: 'page1/broken', code: 'visibleIfNotMapped', detail: "{car = 'Ford'" },
    ]);
  });

  it('reads a question defined after the one whose visibleIf names it, and multipletext items as {question.item}', () => {
    const outcome = importedElements([
      { type: 'text', name: 'early', visibleIf: "{contact.city} = 'Huế'" },
      { type: 'multipletext', name: 'contact', items: [{ name: 'city' }] },
    ]);
    expect(outcome.design.logic).toEqual([
      { id: 'r1', join: 'and', conditions: [{ elementId: 'contact_city', comparison: 'eq', value: 'Huế' }], actions: [{ type: 'show', elementIds: ['early'] }] },
    ]);
  });

  it('keeps the letter case of names in ids and reads names in expressions without regard to case, as SurveyJS does', () => {
    const outcome = importedElements([{ type: 'boolean', name: 'hasCar' }, { type: 'text', name: 'carModel', visibleIf: '{HASCAR} = true' }]);
    expect(outcome.design.logic).toEqual([
      { id: 'r1', join: 'and', conditions: [{ elementId: 'hasCar', comparison: 'eq', value: 'true' }], actions: [{ type: 'show', elementIds: ['carModel'] }] },
    ]);
  });
});
