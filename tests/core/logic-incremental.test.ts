import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogicRule } from '#core/forms';
import { LogicEngine } from '#core/logic';
import type * as Compare from '../../src/core/logic/compare';

const seen = vi.hoisted(() => ({ elements: [] as string[] }));

// an area's files are private: the mock names the file itself (engine.ts imports it as ./compare)
vi.mock('../../src/core/logic/compare', async (importOriginal) => {
  const actual = await importOriginal<typeof Compare>();
  return {
    ...actual,
    conditionHolds: (condition: Parameters<typeof actual.conditionHolds>[0], answer: Parameters<typeof actual.conditionHolds>[1]) => {
      seen.elements.push(condition.elementId);
      return actual.conditionHolds(condition, answer);
    },
  };
});

/** 200 rules, rule i reads element q<i> and shows element t<i>; rule 0 also shows q1 (a cascade). */
function chainRules(): LogicRule[] {
  return Array.from({ length: 200 }, (_, i) => ({
    id: `r${i}`,
    join: 'and' as const,
    conditions: [{ elementId: `q${i}`, comparison: 'eq' as const, value: 'x' }],
    actions: [{ type: 'show' as const, elementIds: i === 0 ? ['t0', 'q1'] : [`t${i}`] }],
  }));
}

describe('incremental re-evaluation', () => {
  beforeEach(() => {
    seen.elements = [];
  });

  it('checks the conditions of every rule once when loading', () => {
    new LogicEngine(chainRules());
    expect(seen.elements).toHaveLength(200);
  });

  it('reads only the rules of the changed element', () => {
    const engine = new LogicEngine(chainRules());
    seen.elements = [];
    engine.setAnswer('q150', 'x');
    expect(seen.elements).toEqual(['q150']);
    expect(engine.isVisible('t150')).toBe(true);
  });

  it('touching an element no rule reads evaluates nothing', () => {
    const engine = new LogicEngine(chainRules());
    seen.elements = [];
    expect(engine.setAnswer('unrelated', 'x')).toEqual({ shown: [], hidden: [], forbidden: false });
    expect(seen.elements).toEqual([]);
  });

  it('follows a visibility change to the rules reading the shown element, and no further', () => {
    const engine = new LogicEngine(chainRules(), { q1: 'x' });
    expect(engine.isVisible('t1')).toBe(false); // q1 is hidden until rule 0 fires
    seen.elements = [];
    expect(engine.setAnswer('q0', 'x').shown.sort()).toEqual(['q1', 't0', 't1']);
    expect(seen.elements).toEqual(['q0', 'q1']);
  });
});
