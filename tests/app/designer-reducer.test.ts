import { describe, expect, it } from 'vitest';
import type { FormElement } from '#core/forms';
import type { FormDesign, FormDetail } from '#core/forms';
import { checkDesign } from '#core/forms';
import { copyElement } from '../../src/app/forms/designer-reducer-copy';
import { designerReducer } from '../../src/app/forms/designer-reducer';
import { emptyDesign, initialState, type DesignerAction, type DesignerState } from '../../src/app/forms/designer-state';
import { asRichText } from '#core/rich-text';

const text = (id: string, title = id): FormElement => ({ id, kind: 'text', title, required: false });
const radio = (id: string): FormElement => ({
  id, kind: 'radio', title: id, required: false, options: [{ id: `${id}a`, label: 'A' }, { id: `${id}b`, label: 'B' }],
});

function design(): FormDesign {
  return {
    ...emptyDesign(),
    title: 'Survey',
    phases: [
      { id: 'p1', title: 'One', elements: [radio('q1'), text('q2')] },
      { id: 'p2', title: 'Two', elements: [text('q3')] },
    ],
    logic: [{
      id: 'r1', join: 'and', conditions: [{ elementId: 'q1', comparison: 'eq', value: 'q1b' }], actions: [{ type: 'show', elementIds: ['q3'] }],
    }],
  };
}

function stateOf(d: FormDesign = design()): DesignerState {
  return { ...initialState(), design: d };
}

function run(state: DesignerState, ...actions: DesignerAction[]): DesignerState {
  return actions.reduce(designerReducer, state);
}

const ids = (s: DesignerState) => s.design.phases.map((p) => `${p.id}:${p.elements.map((e) => e.id).join(',')}`);

describe('phases', () => {
  it('are added, renamed, described and reordered', () => {
    const s = run(stateOf(), { type: 'addPhase', id: 'p3' }, { type: 'updatePhase', id: 'p3', patch: { title: 'Three', description: asRichText('Last') } },
      { type: 'movePhase', id: 'p3', by: -1 }, { type: 'movePhaseTo', id: 'p1', index: 2 });
    expect(s.design.phases.map((p) => p.id)).toEqual(['p3', 'p2', 'p1']);
    expect(s.design.phases[0]).toMatchObject({ title: 'Three', description: 'Last', elements: [] });
    expect(s.dirty).toBe(true);
  });
  it('refuse moves out of range', () => {
    const s = stateOf();
    expect(run(s, { type: 'movePhase', id: 'p1', by: -1 })).toBe(s);
    expect(run(s, { type: 'movePhaseTo', id: 'p1', index: 5 })).toBe(s);
  });
  it('removing one takes its elements and clears the rules pointing at them', () => {
    const s = run(stateOf(), { type: 'select', id: 'q3' }, { type: 'removePhase', id: 'p2' });
    expect(ids(s)).toEqual(['p1:q1,q2']);
    expect(s.design.logic[0]?.actions[0]).toEqual({ type: 'show', elementIds: [''] });
    expect(s.selectedId).toBeNull();
    expect(checkDesign(s.design).map((p) => p.field)).toContain('logic.r1');
  });
  it('the last phase cannot be removed', () => {
    const one = run(stateOf(), { type: 'removePhase', id: 'p2' });
    expect(run(one, { type: 'removePhase', id: 'p1' }).design.phases).toHaveLength(1);
  });
});

describe('elements', () => {
  it('are added after the selected element, else at the end of the last phase, and get selected', () => {
    let s = run(stateOf(), { type: 'select', id: 'q1' }, { type: 'addElement', element: text('n1') });
    expect(ids(s)).toEqual(['p1:q1,n1,q2', 'p2:q3']);
    expect(s.selectedId).toBe('n1');
    s = run(s, { type: 'select', id: null }, { type: 'addElement', element: text('n2') });
    expect(ids(s)).toEqual(['p1:q1,n1,q2', 'p2:q3,n2']);
    s = run(s, { type: 'addElement', element: text('n3'), phaseId: 'p2', index: 0 });
    expect(ids(s)).toEqual(['p1:q1,n1,q2', 'p2:n3,q3,n2']);
  });
  it('move by one step, crossing into the neighbouring phase at the edges', () => {
    let s = run(stateOf(), { type: 'moveElement', id: 'q2', by: -1 });
    expect(ids(s)).toEqual(['p1:q2,q1', 'p2:q3']);
    s = run(s, { type: 'moveElement', id: 'q1', by: 1 });
    expect(ids(s)).toEqual(['p1:q2', 'p2:q1,q3']);
    s = run(s, { type: 'moveElement', id: 'q1', by: -1 });
    expect(ids(s)).toEqual(['p1:q2,q1', 'p2:q3']);
    expect(run(s, { type: 'moveElement', id: 'q2', by: -1 })).toBe(s);
  });
  it('move to an index within and across phases', () => {
    let s = run(stateOf(), { type: 'moveElementTo', id: 'q1', phaseId: 'p1', index: 1 });
    expect(ids(s)).toEqual(['p1:q2,q1', 'p2:q3']);
    s = run(s, { type: 'moveElementTo', id: 'q2', phaseId: 'p2', index: 1 });
    expect(ids(s)).toEqual(['p1:q1', 'p2:q3,q2']);
    expect(s.design.logic).toEqual(design().logic);
  });
  it('duplicate right after the original with new ids, and the copy is selected', () => {
    const s = run(stateOf(), { type: 'duplicateElement', id: 'q1', copy: copyElement(radio('q1'), counter()) });
    expect(ids(s)).toEqual(['p1:q1,id1,q2', 'p2:q3']);
    expect(s.design.phases[0]?.elements[1]?.options?.map((o) => o.id)).toEqual(['id2', 'id3']);
    expect(s.selectedId).toBe('id1');
  });
  it('removing one clears rule conditions and targets naming it', () => {
    const s = run(stateOf(), { type: 'removeElement', id: 'q1' });
    expect(ids(s)).toEqual(['p1:q2', 'p2:q3']);
    expect(s.design.logic[0]?.conditions[0]).toMatchObject({ elementId: '', value: '' });
  });
  it('removing an option clears the rule value naming it', () => {
    const s = run(stateOf(), { type: 'updateElement', id: 'q1', patch: { options: [{ id: 'q1a', label: 'A' }] } });
    expect(s.design.logic[0]?.conditions[0]).toMatchObject({ elementId: 'q1', value: '' });
  });
  it('undo puts the design back', () => {
    const before = stateOf();
    const s = run(before, { type: 'removeElement', id: 'q2' }, { type: 'undo', design: before.design });
    expect(s.design).toBe(before.design);
  });
});

function counter() {
  let n = 0;
  return () => `id${++n}`;
}

describe('copyElement', () => {
  it('gives new ids to rows and columns and leaves cells without ids, markers or deleted cells', () => {
    const grid: FormElement = {
      id: 't1', kind: 'table', title: 'T', required: false,
      rows: [{ id: 'r', label: 'R' }], columns: [{ id: 'c', label: 'C' }],
      cells: [
        { id: 11, parentId: 3, key: 'c1', title: 'Col', type: 6, rowIndex: 0, columnIndex: 1, actionType: 'update', questionId: 9,
          children: [{ id: 5, parentId: 11, value: 'v', text: 'V', actionType: 'update' }] },
        { id: 12, key: 'c2', type: 1, rowIndex: 0, columnIndex: 2, actionType: 'delete', children: [] },
      ],
    };
    const copy = copyElement(grid, counter());
    expect(copy.id).toBe('id1');
    expect([copy.rows?.[0]?.id, copy.columns?.[0]?.id]).toEqual(['id2', 'id3']);
    expect(copy.cells).toEqual([{ key: 'c1', title: 'Col', type: 6, rowIndex: 0, columnIndex: 1, children: [{ value: 'v', text: 'V' }] }]);
    expect(grid.cells?.[0]?.id).toBe(11);
  });
});

describe('settings and cover pages', () => {
  it('settings are patched', () => {
    const s = run(stateOf(), { type: 'setSettings', patch: { answerLimit: true, maxAnswers: 10 } });
    expect(s.design.settings).toMatchObject({ answerLimit: true, maxAnswers: 10, requireAuth: false });
  });
  it('a cover page is created by a patch and removed by null', () => {
    let s = run(stateOf(), { type: 'setCover', page: 'welcome', patch: { buttonText: 'Start' } });
    expect(s.design.welcome).toEqual({ title: '', buttonText: 'Start' });
    s = run(s, { type: 'setCover', page: 'welcome', patch: { title: 'Hi' } });
    expect(s.design.welcome).toEqual({ title: 'Hi', buttonText: 'Start' });
    s = run(s, { type: 'setCover', page: 'welcome', patch: null });
    expect('welcome' in s.design).toBe(false);
  });
});

describe('saving and drafts', () => {
  const server = { ...design(), title: 'From server' };
  const saved = (sent: FormDesign): DesignerAction => ({ type: 'saved', formId: 7, version: 3, shortUrl: 'abcdef', status: 0, sent, design: server });

  it('a save of the current design takes the server design and is clean', () => {
    const s = run(stateOf(), { type: 'setTitle', title: 'New' });
    const after = run(s, saved(s.design));
    expect(after).toMatchObject({ formId: 7, baseVersion: 3, shortUrl: 'abcdef', dirty: false });
    expect(after.design).toBe(server);
  });
  it('edits made during the save stay and stay unsaved', () => {
    const s = run(stateOf(), { type: 'setTitle', title: 'New' });
    const sent = s.design;
    const edited = run(s, { type: 'setTitle', title: 'Newer' });
    const after = run(edited, saved(sent));
    expect(after.design.title).toBe('Newer');
    expect(after).toMatchObject({ dirty: true, baseVersion: 3 });
  });
  it('a restored draft or a resolved merge is dirty against its base version', () => {
    const draft = { ...design(), title: 'Draft' };
    expect(run(stateOf(), { type: 'restoreDraft', design: draft, baseVersion: 4 })).toMatchObject({ design: draft, baseVersion: 4, dirty: true });
    expect(run(stateOf(), { type: 'resolved', design: draft, baseVersion: 5 })).toMatchObject({ design: draft, baseVersion: 5, dirty: true });
  });
  it('loading a form takes its access; a new form is the owner\'s', () => {
    const form = { id: 2, title: 'x', status: 1, version: 1, shortUrl: 'zzzzzz', responseCount: 0, updatedAt: '', createdAt: '',
      ownerId: 1, ownerName: 'A', access: 'viewer', design: design() } satisfies FormDetail;
    expect(run(stateOf(), { type: 'loaded', form })).toMatchObject({ access: 'viewer', formId: 2, dirty: false });
    expect(initialState().access).toBe('owner');
  });
  it('selecting does not make the design dirty', () => {
    expect(run(stateOf(), { type: 'select', id: 'q2' })).toMatchObject({ selectedId: 'q2', dirty: false });
  });
});

describe('settings date-times', () => {
  it('keep the wall-clock time with the device offset and read back the same', async () => {
    const { fromLocalInput, toLocalInput } = await import('../../src/app/forms/tab-settings-dates');
    const iso = fromLocalInput('2025-03-01T08:30');
    expect(iso).toMatch(/^2025-03-01T08:30:00[+-]\d{2}:\d{2}$/);
    expect(toLocalInput(iso)).toBe('2025-03-01T08:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});

describe('designProblems', () => {
  it('adds to checkDesign an empty option label and a maximum of answers that is not a positive whole number', async () => {
    const { designProblems } = await import('../../src/app/forms/designer-problems');
    const d = design();
    const broken: FormDesign = {
      ...d,
      phases: [{ ...d.phases[0]!, elements: [{ ...radio('q1'), options: [{ id: 'o1', label: ' ' }] }] }],
      logic: [],
      settings: { ...d.settings, maxAnswers: 2.5 },
    };
    const fields = designProblems(broken).map((p) => p.field);
    expect(fields).toContain('elements.q1.options.o1');
    expect(fields).toContain('settings.maxAnswers');
    expect(new Set(fields).size).toBe(fields.length);
    expect(designProblems(design())).toEqual([]);
  });
});
