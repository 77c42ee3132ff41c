import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswers, createAnswerChecker } from '#core/submission';
import { formDesignSchema, type LogicRule } from '#core/forms';
import { showsInCycle } from '#core/logic';
import { answeringCase } from './answers-arbitraries';

const at = new Date('2025-06-15T03:00:00Z');

describe('the page\'s answer checker (checks again after each change)', () => {
  it('gives checkAnswers\' result after every change, whatever the rules (cycles included)', () => {
    fc.assert(fc.property(answeringCase, ({ design: input, steps }) => {
      const design = formDesignSchema.parse(input);
      const check = createAnswerChecker(design);
      for (const answers of steps) expect(check(answers, { at })).toEqual(checkAnswers(design, answers, { at }));
    }), { numRuns: 400 });
  });

  it('judges again an unchanged answer on another day ("not in the future" follows the date)', () => {
    const design = formDesignSchema.parse({
      title: 'Ngày', phases: [{ id: 'p1', elements: [{ id: 'd', kind: 'date', title: 'Ngày', required: false, disallowFuture: true }] }],
    });
    const check = createAnswerChecker(design);
    const answers = { d: '2025-06-16' };
    const today = new Date('2025-06-15T03:00:00Z');
    const tomorrow = new Date('2025-06-16T03:00:00Z');
    expect(check(answers, { at: today })).toEqual(checkAnswers(design, answers, { at: today }));
    expect(check(answers, { at: today }).problems).toEqual([{ field: 'd', key: 'validation.dateNotFuture' }]);
    expect(check(answers, { at: tomorrow })).toEqual(checkAnswers(design, answers, { at: tomorrow }));
    expect(check(answers, { at: tomorrow }).problems).toEqual([]);
  });
});

describe('rules whose shows feed back on themselves', () => {
  const rule = (id: string, reads: string, shows: string): LogicRule => ({
    id, join: 'and', conditions: [{ elementId: reads, comparison: 'eq', value: 'x' }], actions: [{ type: 'show', elementIds: [shows] }],
  });

  it('are found through any number of rules, and only then', () => {
    expect(showsInCycle([rule('r1', 'a', 'b'), rule('r2', 'b', 'c')])).toBe(false);
    expect(showsInCycle([rule('r1', 'a', 'b'), rule('r2', 'b', 'c'), rule('r3', 'c', 'a')])).toBe(true);
    expect(showsInCycle([rule('r1', 'a', 'a')])).toBe(true);
    expect(showsInCycle([rule('r1', 'a', 'c'), rule('r2', 'b', 'c')])).toBe(false);
  });
});
