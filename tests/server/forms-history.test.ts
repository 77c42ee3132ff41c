import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormHistoryEntry } from '#core/forms';
import type { FormDesignInput, FormDetail } from '#core/forms';
import { actionLogs, formVersions } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, sampleDesign } from './helpers';
import { type People, castPeople, sharedForm } from './forms-people';

let t: TestApp;
let p: People;
let form: CreatedForm;

const save = (cookie: string, baseVersion: number, design: FormDesignInput) =>
  t.request({ method: 'POST', url: api.formUpdate, cookie, payload: { id: form.id, baseVersion, design } });
const history = async () => data<FormHistoryEntry[]>(await t.request({ method: 'GET', url: api.formHistories(form.id), cookie: p.viewer }));

/** sampleDesign with q2 retitled, q4 removed (and its rule) and q5 added. */
function editedDesign(): FormDesignInput {
  const base = sampleDesign();
  const [q1, q2, q3] = base.phases[0]!.elements;
  return {
    ...base,
    phases: [{ id: 'p1', elements: [q1!, { ...q2!, title: 'Age in years' }, q3!, { id: 'q5', kind: 'email', title: 'Email' }] }],
    logic: [],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  p = await castPeople(t);
  form = await sharedForm(t, p);
});
afterAll(async () => { await t.close(); });

describe('history (decision 5)', () => {
  it('records what each save added, edited and deleted with old and new data, newest first, with who saved', async () => {
    expect((await save(p.editor, 1, editedDesign())).statusCode).toBe(200);
    const [latest, first] = await history();
    expect(first).toMatchObject({ version: 1, kind: 'created', restoredFrom: null, changes: [], changedBy: { id: p.ids.owner, name: 'owner' } });
    expect(latest).toMatchObject({ version: 2, kind: 'edited', restoredFrom: null, changedBy: { id: p.ids.editor, name: 'editor' } });
    const byTarget = Object.fromEntries(latest!.changes.map((c) => [`${c.change}:${c.target}:${c.targetId}`, c]));
    expect(byTarget['edited:element:q2']).toMatchObject({ label: 'Age in years', before: { title: 'Age' }, after: { title: 'Age in years' } });
    expect(byTarget['added:element:q5']).toMatchObject({ after: { kind: 'email', title: 'Email' } });
    expect(byTarget['added:element:q5']).not.toHaveProperty('before');
    expect(byTarget['deleted:element:q4']).toMatchObject({ before: { title: 'Which car?' } });
    expect(byTarget['deleted:rule:r1']).toMatchObject({ before: { id: 'r1' } });
    expect(Object.keys(byTarget)).not.toContain('edited:element:q1');
    const [stored] = await t.db.select().from(formVersions).where(and(eq(formVersions.formId, form.id), eq(formVersions.version, 2)));
    expect(stored?.changeSummary).toMatchObject({ kind: 'edited', changes: latest!.changes });
  });

  it('restores an earlier version as a new version, refusing a stale base and an unknown version', async () => {
    const stale = await t.request({ method: 'POST', url: api.formRestore(form.id, 1), cookie: p.owner, payload: { baseVersion: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
    const missing = await t.request({ method: 'POST', url: api.formRestore(form.id, 99), cookie: p.owner, payload: { baseVersion: 2 } });
    expect(missing.statusCode).toBe(404);
    expect((await history())).toHaveLength(2);

    const restored = await t.request({ method: 'POST', url: api.formRestore(form.id, 1), cookie: p.owner, payload: { baseVersion: 2 } });
    expect(restored.statusCode).toBe(200);
    const detail = data<FormDetail>(restored);
    expect(detail.version).toBe(3);
    expect(detail.design.phases[0]!.elements.map((e) => e.id)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(detail.design.logic.map((r) => r.id)).toEqual(['r1']);
    const [latest] = await history();
    expect(latest).toMatchObject({ version: 3, kind: 'restored', restoredFrom: 1, changedBy: { name: 'owner' } });
    const kinds = latest!.changes.map((c) => `${c.change}:${c.targetId}`);
    expect(kinds).toEqual(expect.arrayContaining(['edited:q2', 'added:q4', 'deleted:q5', 'added:r1']));
    const [log] = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entityId, String(form.id)), eq(actionLogs.title, 'Form restored to version 1')));
    expect(log).toMatchObject({ type: 'update', oldData: { version: 2 }, newData: { version: 3 } });
  });

  it('starts a clone\'s history afresh with kind cloned, titled in the caller\'s language', async () => {
    const vi = data<FormDetail>(await t.request({ method: 'POST', url: api.formClone(form.id), cookie: p.owner }));
    expect(vi.title).toBe('Citizen survey (bản sao)');
    const en = data<FormDetail>(await t.request({ method: 'POST', url: api.formClone(form.id), cookie: p.owner, headers: { 'accept-language': 'en-US' } }));
    expect(en).toMatchObject({ title: 'Citizen survey (copy)', version: 1, status: 0, ownerId: p.ids.owner });
    expect(en.shortUrl).not.toBe(form.shortUrl);
    expect(en.shortUrl).not.toBe(vi.shortUrl);
    const entries = data<FormHistoryEntry[]>(await t.request({ method: 'GET', url: api.formHistories(en.id), cookie: p.owner }));
    expect(entries).toMatchObject([{ version: 1, kind: 'cloned', changes: [] }]);
    const [log] = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entityId, String(en.id)), eq(actionLogs.type, 'create')));
    expect(log).toMatchObject({ title: 'Form cloned', newData: { title: 'Citizen survey (copy)', status: 0 } });
  });

  it('reads old history rows that predate the changes list', async () => {
    const old = await createForm(t, p.owner, sampleDesign(), false);
    await t.db.update(formVersions).set({ changeSummary: { kind: 'edited', fromVersion: 0, titleChanged: false } }).where(eq(formVersions.formId, old.id));
    const entries = data<FormHistoryEntry[]>(await t.request({ method: 'GET', url: api.formHistories(old.id), cookie: p.owner }));
    expect(entries).toMatchObject([{ version: 1, kind: 'edited', changes: [], restoredFrom: null }]);
  });
});
