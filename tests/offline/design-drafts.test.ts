import { Dexie } from 'dexie';
import type { FormDesign } from '#core/forms';
import {
  claimDesignDraft, db, findDesignDrafts, listDesignDrafts, listUnreadableRows, OfflineDb, readDesignDraft, saveDesignDraftEdit,
} from '#offline/index';
import { parseDraftRow, parseOutboxRow } from '#offline/rows';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { design, stored } from './design-drafts-fixtures';
import { resetDb, submission } from './helpers';

beforeEach(resetDb);

const releases: (() => void)[] = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

let ids = 0;
const newId = () => `fresh-${++ids}`;

/** A designer tab opening form `formId`: claims its draft and keeps it (the lock) until the test ends. */
async function open(editorId: string, formId: number | null = 5) {
  const claim = await claimDesignDraft({ editorId, formId, newId });
  releases.push(() => claim.lock.release());
  return claim;
}

const edit = (claim: Awaited<ReturnType<typeof open>>, title: string, formId: number | null = 5) =>
  saveDesignDraftEdit({ key: claim.key, formId, editorId: claim.editorId, baseVersion: 3, baseDesign: design('Base'), design: design(title) });

describe('design drafts, one per designer tab', () => {
  it('two tabs editing the same form keep two drafts; a reload finds its own', async () => {
    const tabA = await open('tab-a');
    const tabB = await open('tab-b');
    expect(tabA.key).not.toBe(tabB.key);
    await edit(tabA, 'From A');
    await edit(tabB, 'From B');
    await edit(tabA, 'From A, later');
    const drafts = await findDesignDrafts(5);
    expect(drafts.map((d) => [d.editorId, d.design.title]).sort()).toEqual([['tab-a', 'From A, later'], ['tab-b', 'From B']]);

    tabA.lock.release(); // tab A reloads: same editor id (sessionStorage), its own draft again
    const reloaded = await open('tab-a');
    expect(reloaded).toMatchObject({ key: tabA.key, adopted: false, draft: { design: { title: 'From A, later' } } });
  });

  it('keeps a new form that was never saved (formId null)', async () => {
    const tab = await open('tab-a', null);
    await edit(tab, 'Brand new', null);
    tab.lock.release();
    expect(await open('tab-a', null)).toMatchObject({ key: tab.key, draft: { formId: null, design: { title: 'Brand new' } } });
  });

  it('a draft whose tab is gone is adopted by the next tab opening the form, the newest first', async () => {
    const old = await stored({ editorId: 'closed-1', updatedAt: '2026-01-01T00:00:00.000Z', design: design('Older') });
    const newest = await stored({ editorId: 'closed-2', updatedAt: '2026-01-02T00:00:00.000Z', design: design('Newer') });
    const claim = await open('tab-c');
    expect(claim).toMatchObject({ key: newest.key, adopted: true, draft: { editorId: 'tab-c', design: { title: 'Newer' } } });
    expect((await readDesignDraft(newest.key))?.editorId).toBe('tab-c');
    expect((await readDesignDraft(old.key))?.editorId).toBe('closed-1');
  });

  it('a draft whose tab is still open is never adopted', async () => {
    const tabA = await open('tab-a');
    await edit(tabA, 'A is typing');
    const tabB = await open('tab-b');
    expect(tabB).toMatchObject({ draft: null, adopted: false });
    expect(tabB.key).not.toBe(tabA.key);

    tabA.lock.release(); // tab A closes
    const tabC = await open('tab-c');
    expect(tabC).toMatchObject({ key: tabA.key, adopted: true, draft: { design: { title: 'A is typing' } } });
  });

  it('a duplicated tab (same editor id copied by the browser) becomes a new editor', async () => {
    const original = await open('tab-a');
    await edit(original, 'Original');
    const duplicate = await open('tab-a');
    expect(duplicate.editorId).not.toBe('tab-a');
    expect(duplicate.key).not.toBe(original.key);
    expect(duplicate.draft).toBeNull();
  });
});

describe('damaged design drafts', () => {
  it('are moved to quarantine, not thrown at the author, and the good ones stay', async () => {
    const good = await stored({ design: design('Good') });
    await db.designDrafts.put({ key: 'broken', editorId: 'tab-x', formId: 5, design: 'nonsense' });
    await db.designDrafts.put({ key: 'worse', editorId: 'tab-y', design: { phases: 'no' } });
    expect((await listDesignDrafts()).map((d) => d.key)).toEqual([good.key]);
    expect(await readDesignDraft('broken')).toBeNull();
    expect(await db.designDrafts.get('broken')).toBeUndefined();
    const kept = (await listUnreadableRows()).filter((r) => r.source === 'designDrafts');
    expect(kept.map((r) => r.key).sort()).toEqual(['broken', 'worse']);
    expect(kept.find((r) => r.key === 'broken')?.value).toMatchObject({ design: 'nonsense' });
  });

  it('a design still being written (no title, a half-filled rule) is a draft, not damage', async () => {
    const unfinished = { ...design(''), logic: [{ id: 'r1', join: 'and', conditions: [{ elementId: '', comparison: 'eq', value: '' }], actions: [] }] } as unknown as FormDesign;
    const row = await stored({ design: unfinished });
    expect((await readDesignDraft(row.key))?.design).toEqual(unfinished);
    expect(await db.quarantine.count()).toBe(0);
  });

  it('repairs bookkeeping with safe defaults instead of losing the design', async () => {
    await db.designDrafts.put({ key: 'k1', editorId: 'tab-a', formId: 5, design: design('Kept'), state: 'weird', baseVersion: 'x', updatedAt: 7 });
    expect(await readDesignDraft('k1')).toMatchObject({ state: 'editing', baseVersion: null, design: { title: 'Kept' } });
  });
});

describe('upgrade from version 1', () => {
  it('keeps every row written by version 1 readable, and adds the authors tables', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ outbox: '&responseId, state, formId, createdAt', drafts: '&formId', forms: '&shortUrl, id', meta: '&key', quarantine: '++id, source, keptAt' });
    const answer = { ...submission(7), deviceId: 'd1', submittedAt: '2026-01-01T00:00:00.000Z' };
    await v1.table('outbox').add({ responseId: answer.responseId, submission: answer, formTitle: 'A', state: 'pending', attempts: 2, formId: 7, createdAt: '2026-01-01T00:00:00.000Z', lastAttemptAt: null, nextAttemptAt: null, problem: null });
    await v1.table('drafts').add({ formId: 7, formVersion: 1, answers: { q1: 'typed' }, updatedAt: '2026-01-01T00:00:00.000Z' });
    await v1.table('meta').add({ key: 'deviceId', value: 'd1' });
    v1.close();

    const upgraded = new OfflineDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(3);
    expect(parseOutboxRow((await upgraded.outbox.toArray())[0])).toMatchObject({ responseId: answer.responseId, attempts: 2, submission: { answers: { q1: 'yes' } } });
    expect(parseDraftRow(await upgraded.drafts.get(7))).toMatchObject({ answers: { q1: 'typed' } });
    expect(await upgraded.meta.get('deviceId')).toEqual({ key: 'deviceId', value: 'd1' });
    await upgraded.designDrafts.put({ key: 'k', editorId: 'e', formId: 7, design: design('T') });
    await upgraded.authorCache.put({ key: 'c', data: [1], loadedAt: '2026-01-01T00:00:00.000Z' });
    expect(await upgraded.designDrafts.count()).toBe(1);
    upgraded.close();
    await Dexie.delete(name);
  });
});
