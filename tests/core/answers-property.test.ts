import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswers } from '#core/submission';
import { displayOnlyKinds } from '#core/forms';
import { allElements, formDesignSchema } from '#core/forms';
import { checkDesign } from '#core/forms';
import { evaluateLogic } from '#core/logic';
import { formCase } from './answers-arbitraries';

const at = new Date('2025-06-15T03:00:00Z');

describe('checkAnswers on random designs and answers', () => {
  it('uses designs that pass checkDesign (the same ones the server would publish)', () => {
    fc.assert(fc.property(formCase, ({ design }) => {
      expect(checkDesign(formDesignSchema.parse(design))).toEqual([]);
    }), { numRuns: 100 });
  });

  it('is deterministic, and accepts only answers of visible, answerable elements, unchanged', () => {
    fc.assert(fc.property(formCase, ({ design: input, answers }) => {
      const design = formDesignSchema.parse(input);
      const first = checkAnswers(design, answers, { at });
      expect(checkAnswers(design, structuredClone(answers), { at })).toEqual(first);
      const hidden = evaluateLogic(design.logic, answers).hidden;
      const answerable = new Set(allElements(design).filter((e) => !displayOnlyKinds.includes(e.kind) && !hidden.has(e.id)).map((e) => e.id));
      for (const [id, value] of Object.entries(first.accepted)) {
        expect(answerable.has(id)).toBe(true);
        expect(value).toEqual(answers[id]);
      }
      for (const problem of first.problems) {
        expect(problem.field === '' || answerable.has(problem.field)).toBe(true);
        expect(first.accepted[problem.field]).toBeUndefined();
      }
    }), { numRuns: 300 });
  });

  it('accepts again, unchanged, what it accepted: the page sends `accepted`, the server re-checks it', () => {
    fc.assert(fc.property(formCase, ({ design: input, answers }) => {
      const design = formDesignSchema.parse(input);
      const page = checkAnswers(design, answers, { at });
      fc.pre(page.problems.length === 0);
      const server = checkAnswers(design, page.accepted, { at });
      expect(server.problems).toEqual([]);
      expect(server.accepted).toEqual(page.accepted);
    }), { numRuns: 1000 });
  });
});
