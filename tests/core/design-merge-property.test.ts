import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffDesigns } from '#core/forms';
import { mergeDesigns } from '#core/forms';
import type { FormDesign } from '#core/forms';
import { copy, design, element } from './design-fixtures';

const base = design(
  { p1: [{ id: 'a' }, { id: 'b', kind: 'number' }, { id: 'c' }], p2: [{ id: 'd' }, { id: 'e' }], p3: [] },
  { logic: [{ id: 'r1', conditions: [{ elementId: 'b', comparison: 'gt', value: 3 }], actions: [{ type: 'show', elementIds: ['d'] }] }] },
);

/** One random edit an author could make; numbers pick the element, phase or place. */
const editArb = fc.oneof(
  fc.record({ op: fc.constant('retitle' as const), at: fc.nat(), text: fc.string({ maxLength: 8 }) }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('add' as const), phase: fc.nat(), place: fc.nat() }),
  fc.record({ op: fc.constant('move' as const), at: fc.nat(), phase: fc.nat(), place: fc.nat() }),
  fc.record({ op: fc.constant('addPhase' as const), place: fc.nat() }),
  fc.record({ op: fc.constant('deletePhase' as const), phase: fc.nat() }),
  fc.record({ op: fc.constant('renamePhase' as const), phase: fc.nat(), text: fc.string({ maxLength: 8 }) }),
  fc.record({ op: fc.constant('movePhase' as const), phase: fc.nat(), place: fc.nat() }),
  fc.record({ op: fc.constant('settings' as const), max: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }) }),
  fc.record({ op: fc.constant('form' as const), text: fc.string({ minLength: 1, maxLength: 8 }) }),
  fc.record({ op: fc.constant('welcome' as const), text: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }) }),
  fc.record({ op: fc.constant('rule' as const), drop: fc.boolean() }),
);
type Edit = typeof editArb extends fc.Arbitrary<infer T> ? T : never;

function apply(start: FormDesign, edits: readonly Edit[], side: string): FormDesign {
  const d = copy(start);
  let counter = 0;
  const pick = <T>(items: readonly T[], n: number) => items[n % items.length];
  for (const edit of edits) {
    const elements = d.phases.flatMap((p) => p.elements);
    const phase = pick(d.phases, 'phase' in edit ? edit.phase : 0)!;
    switch (edit.op) {
      case 'retitle': { const e = pick(elements, edit.at); if (e) e.title = edit.text; break; }
      case 'delete': {
        const e = pick(elements, edit.at);
        for (const p of d.phases) p.elements = p.elements.filter((x) => x !== e);
        break;
      }
      case 'add': phase.elements.splice(edit.place % (phase.elements.length + 1), 0, element({ id: `${side}${counter++}` })); break;
      case 'move': {
        const e = pick(elements, edit.at);
        if (!e) break;
        for (const p of d.phases) p.elements = p.elements.filter((x) => x !== e);
        phase.elements.splice(edit.place % (phase.elements.length + 1), 0, e);
        break;
      }
      case 'addPhase': d.phases.splice(edit.place % (d.phases.length + 1), 0, { id: `${side}p${counter++}`, title: 'New', elements: [] }); break;
      case 'deletePhase': if (d.phases.length > 1) d.phases = d.phases.filter((p) => p !== phase); break;
      case 'renamePhase': phase.title = edit.text; break;
      case 'movePhase': {
        d.phases = d.phases.filter((p) => p !== phase);
        d.phases.splice(edit.place % (d.phases.length + 1), 0, phase);
        break;
      }
      case 'settings': d.settings.maxAnswers = edit.max; break;
      case 'form': d.title = edit.text; break;
      case 'welcome': if (edit.text === undefined) delete d.welcome; else d.welcome = { title: edit.text }; break;
      case 'rule': d.logic = edit.drop ? [] : [...d.logic, { id: `${side}r${counter++}`, join: 'or', conditions: [{ elementId: 'a', comparison: 'eq', value: 'x' }], actions: [{ type: 'forbidSubmit' }] }]; break;
    }
  }
  return d;
}

const editsArb = fc.array(editArb, { maxLength: 8 });

describe('mergeDesigns properties', () => {
  it('gives back my version when theirs did not change, and theirs when mine did not', () => {
    fc.assert(fc.property(editsArb, editsArb, (baseEdits, sideEdits) => {
      const start = apply(base, baseEdits, 'b');
      const side = apply(start, sideEdits, 's');
      const mineOnly = mergeDesigns(start, side, start);
      expect(mineOnly.conflicts).toEqual([]);
      expect(diffDesigns(side, mineOnly.merged)).toEqual([]);
      expect(mineOnly.merged).toEqual(side);
      const theirsOnly = mergeDesigns(start, start, side);
      expect(theirsOnly.conflicts).toEqual([]);
      expect(theirsOnly.merged).toEqual(side);
    }), { numRuns: 300 });
  });

  it('never loses or duplicates an element that both sides kept, and keeps every addition', () => {
    fc.assert(fc.property(editsArb, editsArb, (mineEdits, theirsEdits) => {
      const mine = apply(base, mineEdits, 'm');
      const theirs = apply(base, theirsEdits, 't');
      const { merged } = mergeDesigns(base, mine, theirs);
      const ids = merged.phases.flatMap((p) => p.elements.map((e) => e.id));
      expect(new Set(ids).size).toBe(ids.length);
      const idsOf = (d: FormDesign) => new Set(d.phases.flatMap((p) => p.elements.map((e) => e.id)));
      const [inBase, inMine, inTheirs] = [idsOf(base), idsOf(mine), idsOf(theirs)];
      for (const id of inMine) if (inTheirs.has(id) || !inBase.has(id)) expect(ids).toContain(id);
      for (const id of inTheirs) if (!inBase.has(id)) expect(ids).toContain(id);
      expect(merged.phases.length).toBeGreaterThan(0);
    }), { numRuns: 300 });
  });
});
