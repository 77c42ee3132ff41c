import { describe, expect, it } from 'vitest';
import { diffDesigns } from '#core/forms';
import { copy, design, elementIn } from './design-fixtures';
import { asRichText } from '#core/rich-text';

const base = design(
  { p1: [{ id: 'a' }, { id: 'b', kind: 'number', title: '<p>How <strong>many</strong>?</p>' }, { id: 'c' }], p2: [{ id: 'd' }] },
  { logic: [{ id: 'r1', conditions: [{ elementId: 'b', comparison: 'gt', value: 3 }], actions: [{ type: 'show', elementIds: ['d'] }] }] },
);

const summary = (changes: ReturnType<typeof diffDesigns>) => changes.map((c) => `${c.change} ${c.target} ${c.targetId}`);

describe('diffDesigns', () => {
  it('finds nothing between equal designs, even when a key holds undefined', () => {
    const same = copy(base);
    (elementIn(same, 'a') as { unit?: string | undefined }).unit = undefined;
    expect(diffDesigns(base, same)).toEqual([]);
  });

  it('records the form title and description with old and new values', () => {
    const next = { ...copy(base), title: 'New title', description: asRichText('About') };
    expect(diffDesigns(base, next)).toEqual([
      { change: 'edited', target: 'form', targetId: 'title', label: 'title', before: 'Survey', after: 'New title' },
      { change: 'edited', target: 'form', targetId: 'description', label: 'description', before: '', after: 'About' },
    ]);
  });

  it('records added, edited and deleted elements with the element and its place, labelled in plain text', () => {
    const next = copy(base);
    const p1 = next.phases[0]!;
    p1.elements = p1.elements.filter((e) => e.id !== 'c');
    elementIn(next, 'b').max = 10;
    p1.elements.push({ ...elementIn(base, 'a'), id: 'e', title: 'New one' });
    const changes = diffDesigns(base, next);
    expect(summary(changes)).toEqual(['edited element b', 'added element e', 'deleted element c']);
    expect(changes[0]).toMatchObject({ label: 'How many?', before: { id: 'b', phaseId: 'p1', position: 1 }, after: { id: 'b', max: 10 } });
    expect(changes[0]?.before).not.toHaveProperty('max');
    expect(changes[1]).toMatchObject({ label: 'New one', after: { id: 'e', phaseId: 'p1', position: 2 } });
    expect(changes[2]).toMatchObject({ label: 'C', before: { id: 'c', phaseId: 'p1', position: 2 } });
  });

  it('counts a real move as an edit but not the elements that merely shifted', () => {
    const next = copy(base);
    const [a, b, c] = next.phases[0]!.elements;
    next.phases[0]!.elements = [b!, c!, a!];
    expect(summary(diffDesigns(base, next))).toEqual(['edited element a']);
    const removedFirst = copy(base);
    removedFirst.phases[0]!.elements.shift();
    expect(summary(diffDesigns(base, removedFirst))).toEqual(['deleted element a']);
  });

  it('counts a move to another phase as an edit with both phases', () => {
    const next = copy(base);
    const d = next.phases[1]!.elements.pop()!;
    next.phases[0]!.elements.unshift(d);
    const changes = diffDesigns(base, next);
    expect(summary(changes)).toEqual(['edited element d']);
    expect(changes[0]).toMatchObject({ before: { phaseId: 'p2', position: 0 }, after: { phaseId: 'p1', position: 0 } });
  });

  it('records phases by id: added, renamed, reordered, deleted, without their elements', () => {
    const renamed = copy(base);
    renamed.phases[0]!.title = 'Intro';
    renamed.phases.push({ id: 'p3', title: 'End', elements: [] });
    const changes = diffDesigns(base, renamed);
    expect(summary(changes)).toEqual(['edited phase p1', 'added phase p3']);
    expect(changes[0]).toEqual({
      change: 'edited', target: 'phase', targetId: 'p1', label: 'Intro',
      before: { id: 'p1', title: 'Phase p1', position: 0 }, after: { id: 'p1', title: 'Intro', position: 0 },
    });
    const swapped = copy(base);
    swapped.phases.reverse();
    expect(summary(diffDesigns(base, swapped))).toEqual(['edited phase p1']);
    const dropped = copy(base);
    dropped.phases.pop();
    expect(summary(diffDesigns(base, dropped))).toEqual(['deleted phase p2', 'deleted element d']);
  });

  it('records rules by id, each changed settings field, and the pages as whole objects', () => {
    const next = copy(base);
    next.logic[0]!.join = 'or';
    next.logic.push({ id: 'r2', join: 'and', conditions: [{ elementId: 'a', comparison: 'eq', value: 'x' }], actions: [{ type: 'forbidSubmit' }] });
    next.settings.requireCaptcha = true;
    next.settings.maxAnswers = 50;
    next.welcome = { title: '<b>Hello</b>' };
    const changes = diffDesigns(base, next);
    expect(summary(changes)).toEqual([
      'edited rule r1', 'added rule r2', 'edited settings maxAnswers', 'edited settings requireCaptcha', 'added welcome welcome',
    ]);
    expect(changes[2]).toMatchObject({ label: 'maxAnswers', before: null, after: 50 });
    expect(changes[4]).toMatchObject({ label: 'Hello', after: { title: '<b>Hello</b>' } });
    const without = copy(next);
    delete without.welcome;
    without.thankYou = { title: 'Thanks' };
    expect(summary(diffDesigns(next, without))).toEqual(['deleted welcome welcome', 'added thankYou thankYou']);
  });

  it('gives the same list every time, in the fixed order of the parts', () => {
    const next = copy(base);
    next.title = 'T2';
    next.settings.requireAuth = true;
    next.logic = [];
    next.phases[1]!.title = 'Second';
    elementIn(next, 'a').required = true;
    expect(summary(diffDesigns(base, next))).toEqual([
      'edited form title', 'edited phase p2', 'edited element a', 'deleted rule r1', 'edited settings requireAuth',
    ]);
    expect(diffDesigns(base, next)).toEqual(diffDesigns(copy(base), copy(next)));
  });

  it('reads a stored design of an older version that lacks logic and settings', () => {
    const old = { title: 'Survey', phases: base.phases } as unknown as typeof base;
    const changes = diffDesigns(old, base);
    expect(summary(changes)).toContain('added rule r1');
    expect(summary(changes)).toContain('edited settings requireAuth');
    expect(changes.filter((c) => c.target === 'element')).toEqual([]);
  });
});
