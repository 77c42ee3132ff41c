import { describe, expect, it } from 'vitest';
import { mergeDesigns, resolveConflicts } from '#core/forms';
import { checkDesign } from '#core/forms';
import { copy, design, element, elementIn, layout } from './design-fixtures';
import { asRichText } from '#core/rich-text';

const base = design(
  { p1: [{ id: 'a' }, { id: 'b', kind: 'number', title: 'Age' }, { id: 'c' }], p2: [{ id: 'd' }, { id: 'e' }] },
  { logic: [{ id: 'r1', conditions: [{ elementId: 'b', comparison: 'gt', value: 3 }], actions: [{ type: 'show', elementIds: ['d'] }] }] },
);

describe('mergeDesigns', () => {
  it('merges changes to different elements on their own', () => {
    const mine = copy(base);
    elementIn(mine, 'a').title = 'Name';
    const theirs = copy(base);
    elementIn(theirs, 'b').max = 120;
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(elementIn(merged, 'a').title).toBe('Name');
    expect(elementIn(merged, 'b').max).toBe(120);
    expect(layout(merged)).toEqual(layout(base));
  });

  it('reports one conflict when the same element changed on both sides, holding theirs until resolved', () => {
    const mine = copy(base);
    elementIn(mine, 'b').title = 'Age in years';
    elementIn(mine, 'c').required = true;
    const theirs = copy(base);
    elementIn(theirs, 'b').title = 'Your age';
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([{
      id: 'element:b', target: 'element', targetId: 'b', label: 'Your age',
      base: elementIn(base, 'b'), mine: elementIn(mine, 'b'), theirs: elementIn(theirs, 'b'),
    }]);
    expect(elementIn(merged, 'b').title).toBe('Your age');
    expect(elementIn(merged, 'c').required).toBe(true);
    expect(elementIn(resolveConflicts(base, mine, theirs, { 'element:b': 'mine' }), 'b').title).toBe('Age in years');
    expect(elementIn(resolveConflicts(base, mine, theirs, { 'element:b': 'theirs' }), 'b').title).toBe('Your age');
    expect(elementIn(resolveConflicts(base, mine, theirs, {}), 'c').required).toBe(true);
  });

  it('takes an identical change on both sides without a conflict', () => {
    const mine = copy(base);
    elementIn(mine, 'b').min = 0;
    mine.title = 'Census';
    const theirs = copy(mine);
    expect(mergeDesigns(base, mine, theirs)).toEqual({ merged: theirs, conflicts: [] });
  });

  it('treats deleted on one side and edited on the other as a conflict', () => {
    const mine = copy(base);
    mine.phases[0]!.elements = mine.phases[0]!.elements.filter((e) => e.id !== 'c');
    const theirs = copy(base);
    elementIn(theirs, 'c').title = 'Comment';
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts.map((c) => [c.id, c.mine, (c.theirs as { title: string }).title])).toEqual([['element:c', undefined, 'Comment']]);
    expect(layout(merged).p1).toEqual(['a', 'b', 'c']);
    expect(layout(resolveConflicts(base, mine, theirs, { 'element:c': 'mine' })).p1).toEqual(['a', 'b']);
  });

  it('deletes an element that one side deleted and the other left alone', () => {
    const mine = copy(base);
    mine.phases[1]!.elements.shift();
    const theirs = copy(base);
    elementIn(theirs, 'a').required = true;
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(layout(merged)).toEqual({ p1: ['a', 'b', 'c'], p2: ['e'] });
    // the rule that showed d stays, so the author sees it flagged rather than losing it silently
    expect(merged.logic.map((r) => r.id)).toEqual(['r1']);
    expect(checkDesign(merged)).toContainEqual({ field: 'logic.r1', key: 'validation.logicIncomplete' });
  });

  it('keeps additions of both sides after their previous neighbour of that side', () => {
    const mine = copy(base);
    mine.phases[0]!.elements.splice(1, 0, element({ id: 'm1' }));
    mine.phases[1]!.elements.unshift(element({ id: 'm0' }));
    const theirs = copy(base);
    theirs.phases[0]!.elements.splice(1, 0, element({ id: 't1' }));
    theirs.phases.push({ id: 'p3', title: 'More', elements: [element({ id: 't2' })] });
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(layout(merged)).toEqual({ p1: ['a', 'm1', 't1', 'b', 'c'], p2: ['m0', 'd', 'e'], p3: ['t2'] });
  });

  it('takes the order of the only side that reordered, and theirs (plus my additions) when both did', () => {
    const mine = copy(base);
    mine.phases[0]!.elements.reverse();
    const theirs = copy(base);
    elementIn(theirs, 'a').required = true;
    expect(layout(mergeDesigns(base, mine, theirs).merged).p1).toEqual(['c', 'b', 'a']);
    expect(layout(mergeDesigns(base, theirs, mine).merged).p1).toEqual(['c', 'b', 'a']);

    const theirsMoved = copy(base);
    theirsMoved.phases[1]!.elements.push(theirsMoved.phases[0]!.elements.shift()!);
    mine.phases[0]!.elements.push(element({ id: 'n' }));
    expect(layout(mergeDesigns(base, mine, theirsMoved).merged)).toEqual({ p1: ['b', 'n', 'c'], p2: ['d', 'e', 'a'] });
  });

  it('merges phases by their own fields and order; a deleted phase takes its unchanged elements along', () => {
    const mine = copy(base);
    mine.phases[0]!.title = 'Start';
    const theirs = copy(base);
    theirs.phases[1]!.description = asRichText('Second part');
    const merged = mergeDesigns(base, mine, theirs).merged;
    expect(merged.phases.map((p) => [p.id, p.title, p.description])).toEqual([['p1', 'Start', undefined], ['p2', 'Phase p2', 'Second part']]);

    const dropped = copy(base);
    dropped.phases.pop();
    const added = copy(base);
    added.phases[1]!.elements.push(element({ id: 'late' }));
    const result = mergeDesigns(base, dropped, added);
    expect(result.conflicts).toEqual([]);
    // the phase is gone but what the other side added there is kept, at the end of the phase before
    expect(layout(result.merged)).toEqual({ p1: ['a', 'b', 'c', 'late'] });
  });

  it('asks when a phase was renamed on one side and deleted on the other', () => {
    const mine = copy(base);
    mine.phases[1]!.title = 'Details';
    const theirs = copy(base);
    theirs.phases.pop();
    const { conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts.map((c) => c.id)).toEqual(['phase:p2']);
    expect(layout(resolveConflicts(base, mine, theirs, { 'phase:p2': 'mine' }))).toEqual({ p1: ['a', 'b', 'c'], p2: [] });
  });

  it('merges form fields, settings field by field, rules and pages', () => {
    const mine = copy(base);
    mine.settings.requireAuth = true;
    mine.settings.maxAnswers = 10;
    mine.description = asRichText('Mine');
    mine.welcome = { title: 'Hi' };
    mine.logic[0]!.join = 'or';
    const theirs = copy(base);
    theirs.settings.requireCaptcha = true;
    theirs.settings.maxAnswers = 20;
    theirs.logic.push({ id: 'r2', join: 'and', conditions: [{ elementId: 'a', comparison: 'eq', value: 'x' }], actions: [{ type: 'forbidSubmit' }] });
    theirs.thankYou = { title: 'Thanks' };
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts.map((c) => [c.id, c.mine, c.theirs])).toEqual([['settings:maxAnswers', 10, 20]]);
    expect(merged.settings).toMatchObject({ requireAuth: true, requireCaptcha: true, maxAnswers: 20 });
    expect(merged.description).toBe('Mine');
    expect(merged.welcome).toEqual({ title: 'Hi' });
    expect(merged.thankYou).toEqual({ title: 'Thanks' });
    expect(merged.logic.map((r) => [r.id, r.join])).toEqual([['r1', 'or'], ['r2', 'and']]);
    expect(resolveConflicts(base, mine, theirs, { 'settings:maxAnswers': 'mine' }).settings.maxAnswers).toBe(10);
  });

  it('lists conflicts in a fixed order with stable ids', () => {
    const mine = copy(base);
    const theirs = copy(base);
    mine.title = 'A';
    theirs.title = 'B';
    elementIn(mine, 'e').title = 'E1';
    elementIn(theirs, 'e').title = 'E2';
    mine.welcome = { title: 'W1' };
    theirs.welcome = { title: 'W2' };
    expect(mergeDesigns(base, mine, theirs).conflicts.map((c) => c.id)).toEqual(['form:title', 'element:e', 'welcome:welcome']);
  });

  it('keeps a phase when each side deleted every phase of the other', () => {
    const two = design({ p1: [{ id: 'a' }], p2: [{ id: 'b' }] });
    const mine = copy(two);
    mine.phases.pop();
    const theirs = copy(two);
    theirs.phases.shift();
    const { merged, conflicts } = mergeDesigns(two, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(layout(merged)).toEqual({ p2: [] });
  });
});
