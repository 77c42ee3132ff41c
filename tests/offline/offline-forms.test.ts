import { publicFormSchema, type PublicForm } from '#core/forms';
import {
  createFetchTransport, db, flushOutbox, getRememberedForm, listOfflineForms, markFormOffline, queueResponse, saveDraft, unmarkFormOffline,
} from '#offline/index';
import { FILES_CACHE_NAME } from '#offline/sw-rules';
import { isLow, PERSIST_ASK_INTERVAL_MS, readStorageHealth, requestPersistentStorage } from '#offline/storage-health';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, resetDb, submission } from './helpers';

beforeEach(resetDb);

const origin = 'https://survey.example';

function form(id: number, shortUrl: string, extra: { cover?: string; image?: string } = {}): PublicForm {
  return publicFormSchema.parse({
    id, shortUrl, version: 4,
    design: {
      title: `Form ${id}`,
      phases: [{ id: 'p1', elements: [
        { id: 'q1', kind: 'text', title: 'Name' },
        ...(extra.image ? [{ id: 'img', kind: 'image', title: 'Map', mediaUrl: extra.image }] : []),
      ] }],
      ...(extra.cover ? { welcome: { title: 'Hi', coverImage: extra.cover } } : {}),
    },
  });
}

/** A CacheStorage holding URLs only (node has none). */
function fakeCaches() {
  const stored = new Set<string>();
  const failing = new Set<string>();
  const cache = {
    match: (url: string) => Promise.resolve(stored.has(url) ? new Response('x') : undefined),
    add: (url: string) => (failing.has(url) ? Promise.reject(new TypeError('404')) : (stored.add(url), Promise.resolve())),
    delete: (url: string) => Promise.resolve(stored.delete(url)),
  };
  const opened: string[] = [];
  const caches = { open: (name: string) => (opened.push(name), Promise.resolve(cache)) } as unknown as CacheStorage;
  return { caches, stored, failing, opened };
}

describe('forms available offline', () => {
  it('keeps the form and its own images, and lists it with pending and needs-attention counts', async () => {
    const files = fakeCaches();
    const kept = form(7, 'Ab3$xy', { cover: '/api/storage/files/cover1.png', image: `${origin}/api/storage/files/map1.png` });
    const withExternal = form(8, 'Zz9$ab', { image: 'https://elsewhere.example/pic.png' });
    const report = await markFormOffline(kept, { caches: files.caches, origin });
    await markFormOffline(withExternal, { caches: files.caches, origin });

    expect(report).toEqual({ images: 2, imagesFailed: 0, localities: null });
    expect(files.opened).toContain(FILES_CACHE_NAME);
    expect([...files.stored].sort()).toEqual([`${origin}/api/storage/files/cover1.png`, `${origin}/api/storage/files/map1.png`]);
    expect(await getRememberedForm('Ab3$xy')).toMatchObject({ id: 7, version: 4 });

    const server = createFakeServer();
    const refused = submission(7);
    server.reject.set(refused.responseId, { permanent: false, code: 'CAPTCHA_REQUIRED', message: 'captcha' });
    await queueResponse(refused, 'Form 7');
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    server.mode = 'down';
    await queueResponse(submission(7), 'Form 7');
    await queueResponse(submission(7), 'Form 7');
    await queueResponse(submission(99), 'Other');

    const list = await listOfflineForms();
    expect(list.map((f) => [f.formId, f.title, f.version, f.pending, f.attention])).toEqual(
      expect.arrayContaining([[7, 'Form 7', 4, 2, 1], [8, 'Form 8', 4, 0, 0]]),
    );
    expect(list).toHaveLength(2);
  });

  it('counts an image that cannot be fetched but keeps the form', async () => {
    const files = fakeCaches();
    files.failing.add(`${origin}/api/storage/files/gone.png`);
    const report = await markFormOffline(form(7, 'Ab3$xy', { cover: '/api/storage/files/gone.png' }), { caches: files.caches, origin });
    expect(report).toMatchObject({ images: 0, imagesFailed: 1 });
    expect((await listOfflineForms()).map((f) => f.formId)).toEqual([7]);
  });

  it('remove from device never touches queued answers, and keeps the copy while a draft needs it', async () => {
    const files = fakeCaches();
    const shared = '/api/storage/files/shared.png';
    await markFormOffline(form(7, 'Ab3$xy', { cover: shared, image: '/api/storage/files/own7.png' }), { caches: files.caches, origin });
    await markFormOffline(form(8, 'Zz9$ab', { cover: shared }), { caches: files.caches, origin });
    await queueResponse(submission(7), 'Form 7');

    await unmarkFormOffline(7, { caches: files.caches, origin });
    expect((await listOfflineForms()).map((f) => f.formId)).toEqual([8]);
    expect(await db.outbox.count()).toBe(1);
    expect(await getRememberedForm('Ab3$xy')).toBeNull();
    expect([...files.stored]).toEqual([`${origin}${shared}`]); // still used by form 8

    await saveDraft({ formId: 8, formVersion: 4, answers: { q1: 'half' }, updatedAt: new Date().toISOString() });
    await unmarkFormOffline(8, { caches: files.caches, origin });
    expect(await listOfflineForms()).toEqual([]);
    expect(await getRememberedForm('Zz9$ab')).not.toBeNull();
    expect(files.stored.size).toBe(0);
  });
});

describe('forms with an address', () => {
  it('keeps the locality lists with the form, and says so when they could not be loaded', async () => {
    const address = publicFormSchema.parse({
      id: 9, shortUrl: 'Ad9$rs', version: 1,
      design: { title: 'Address', phases: [{ id: 'p1', elements: [{ id: 'a1', kind: 'address', title: 'Where' }] }] },
    });
    const units = [
      { code: '01', name: 'Hà Nội', type: 1, parentCode: null },
      { code: '00001', name: 'Phường Ba Đình', type: 3, parentCode: '01' },
    ];
    const up = (() => Promise.resolve(Response.json({ success: true, responseData: units }))) as typeof fetch;
    const down = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await markFormOffline(address, { caches: null, localities: { fetch: down } })).toMatchObject({ localities: false });
    expect((await listOfflineForms()).map((f) => f.formId)).toEqual([9]); // kept all the same
    expect(await markFormOffline(address, { caches: null, localities: { fetch: up } })).toMatchObject({ localities: true });
    expect(await db.localityCache.count()).toBeGreaterThan(0);
  });
});

describe('storage', () => {
  it('does not ask again once the browser keeps the data', async () => {
    let asked = 0;
    const storage = {
      persist: () => (asked++, Promise.resolve(true)),
      persisted: () => Promise.resolve(asked > 0),
      estimate: () => Promise.resolve({ usage: 10, quota: 100 }),
    };
    expect(await requestPersistentStorage({ storage })).toBe(true);
    expect(await requestPersistentStorage({ storage, force: true })).toBe(true);
    expect(asked).toBe(1);
  });

  it('a refusal is not remembered for good: asked again after a day, at once when the person asks', async () => {
    let asked = 0;
    let clock = Date.parse('2026-03-01T08:00:00Z');
    const storage = { persist: () => (asked++, Promise.resolve(false)), persisted: () => Promise.resolve(false) };
    const ask = (force = false) => requestPersistentStorage({ storage, force, now: () => clock });
    expect(await ask()).toBe(false);
    expect(asked).toBe(1);
    clock += 60 * 60 * 1000;
    expect(await ask()).toBe(false); // an hour later: not nagged again
    expect(asked).toBe(1);
    expect(await ask(true)).toBe(false); // the person pressed "ask again"
    expect(asked).toBe(2);
    clock += PERSIST_ASK_INTERVAL_MS;
    await ask();
    expect(asked).toBe(3);
    expect(await readStorageHealth(storage)).toMatchObject({ persisted: false, canAskPersist: true, persistAskedAt: new Date(clock).toISOString() });
  });

  it('asks at the moments that matter: an answer queued offline, a form kept offline', async () => {
    let asked = 0;
    const storage = { persist: () => (asked++, Promise.resolve(false)), persisted: () => Promise.resolve(false) };
    vi.stubGlobal('navigator', { onLine: true, storage });
    try {
      await queueResponse({ responseId: crypto.randomUUID(), formId: 7, formVersion: 1, answers: { q1: 'a' } }, 'A');
      await Promise.resolve();
      expect(asked).toBe(0); // online: the answer leaves at once
      vi.stubGlobal('navigator', { onLine: false, storage });
      await queueResponse({ responseId: crypto.randomUUID(), formId: 7, formVersion: 1, answers: { q1: 'b' } }, 'A');
      await vi.waitFor(() => expect(asked).toBe(1));

      await db.meta.delete('storagePersistAskedAt'); // a day later
      await markFormOffline(form(3, 'f3'), { caches: null });
      await vi.waitFor(() => expect(asked).toBe(2));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('warns above 80 % used or under 50 MB left', async () => {
    const MB = 1024 * 1024;
    expect(isLow(700 * MB, 1000 * MB)).toBe(false);
    expect(isLow(810 * MB, 1000 * MB)).toBe(true);
    expect(isLow(10 * MB, 55 * MB)).toBe(true);
    expect(isLow(null, null)).toBe(false);
    const storage = { persist: () => Promise.resolve(false), persisted: () => Promise.resolve(false), estimate: () => Promise.resolve({ usage: 90 * MB, quota: 100 * MB }) };
    expect(await readStorageHealth(storage)).toMatchObject({ usage: 90 * MB, quota: 100 * MB, persisted: false, low: true });
  });
});
