import { beforeEach, describe, expect, it } from 'vitest';
import type { Locality } from '#core/api';
import { db, loadLocalities, LocalityLoadError, prefetchAllLocalities } from '#offline/index';
import { resetDb } from './helpers';

beforeEach(resetDb);

const units: Locality[] = [
  { code: '01', name: 'Thành phố Hà Nội', type: 1, parentCode: null },
  { code: '001', name: 'Quận Ba Đình', type: 2, parentCode: '01' },
  { code: '00001', name: 'Phường Phúc Xá', type: 3, parentCode: '001' },
  { code: '79', name: 'Thành phố Hồ Chí Minh', type: 1, parentCode: null },
  { code: '26734', name: 'Phường Tân Định', type: 3, parentCode: '79' },
];

/** A fake server: answers the list filtered like the real one, or fails as told. */
function server() {
  const state = { mode: 'up' as 'up' | 'down' | '502' | '404', urls: [] as string[] };
  const fetch: typeof globalThis.fetch = (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    state.urls.push(`${url.pathname}${url.search}`);
    if (state.mode === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    if (state.mode === '502') return Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }));
    if (state.mode === '404') return Promise.resolve(Response.json({ success: false, code: 'NOT_FOUND', message: 'Không tìm thấy' }, { status: 404 }));
    const type = url.searchParams.get('type');
    const parent = url.searchParams.get('parentCode');
    const list = units.filter((u) => (type === null || u.type === Number(type)) && (parent === null || u.parentCode === parent));
    return Promise.resolve(Response.json({ success: true, responseData: list }));
  };
  return { state, fetch };
}

describe('locality lists on the device', () => {
  it('keeps what it loaded and serves it when the network fails', async () => {
    const s = server();
    const provinces = await loadLocalities({ type: 1 }, { fetch: s.fetch });
    expect(provinces.map((p) => p.name)).toEqual(['Thành phố Hà Nội', 'Thành phố Hồ Chí Minh']);
    // the list is always named: a request without it gets the three-level list of older apps
    expect(s.state.urls).toEqual(['/api/v1/locality/list?list=vn-2025-07&type=1']);

    s.state.mode = 'down';
    // maxAgeMs 0: the copy is stale, the server is asked, fails, and the copy stands in
    expect(await loadLocalities({ type: 1 }, { fetch: s.fetch, maxAgeMs: 0 })).toEqual(provinces);
    s.state.mode = '502';
    expect(await loadLocalities({ type: 1 }, { fetch: s.fetch, maxAgeMs: 0 })).toEqual(provinces);
    expect(s.state.urls).toHaveLength(3);
  });

  it('names the list in every request, so the server never falls back to the list of older apps', async () => {
    const s = server();
    await loadLocalities({ list: 'vn-2025-03', parentCode: '01' }, { fetch: s.fetch });
    await loadLocalities({ parentCode: '79' }, { fetch: s.fetch });
    expect(s.state.urls).toEqual(['/api/v1/locality/list?list=vn-2025-03&parentCode=01', '/api/v1/locality/list?list=vn-2025-07&parentCode=79']);
  });

  it('serves a fresh copy without asking the server', async () => {
    const s = server();
    await loadLocalities({ parentCode: '01' }, { fetch: s.fetch });
    expect(await loadLocalities({ parentCode: '01' }, { fetch: s.fetch })).toEqual([units[1]]);
    expect(s.state.urls).toHaveLength(1);
  });

  it('with nothing kept, or when the server answers with an error, the failure reaches the caller', async () => {
    const s = server();
    s.state.mode = 'down';
    await expect(loadLocalities({ type: 1 }, { fetch: s.fetch })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    s.state.mode = 'up';
    await loadLocalities({ type: 1 }, { fetch: s.fetch });
    s.state.mode = '404';
    const refused = loadLocalities({ type: 1 }, { fetch: s.fetch, maxAgeMs: 0 });
    await expect(refused).rejects.toBeInstanceOf(LocalityLoadError);
    await expect(refused).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('a damaged copy counts as absent', async () => {
    await db.localityCache.put({ key: '1:', data: [{ code: 1 }], loadedAt: new Date().toISOString() });
    const s = server();
    s.state.mode = 'down';
    await expect(loadLocalities({ type: 1 }, { fetch: s.fetch })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('prefetch keeps the provinces and the children of every unit, for use with no network at all', async () => {
    const s = server();
    expect(await prefetchAllLocalities({ fetch: s.fetch })).toBe(units.length);
    expect(s.state.urls).toEqual(['/api/v1/locality/list?list=vn-2025-07']);
    s.state.mode = 'down';
    const offline = { fetch: s.fetch, maxAgeMs: 0 };
    expect((await loadLocalities({ type: 1 }, offline)).map((u) => u.code)).toEqual(['01', '79']);
    expect((await loadLocalities({ parentCode: '01' }, offline)).map((u) => u.code)).toEqual(['001']);
    expect((await loadLocalities({ parentCode: '79' }, offline)).map((u) => u.code)).toEqual(['26734']);
    expect((await loadLocalities({ type: 3, parentCode: '001' }, offline)).map((u) => u.code)).toEqual(['00001']);
    expect(await loadLocalities({ type: 2, parentCode: '79' }, offline)).toEqual([]);
  });

  it('each named list is kept apart: prefetching one keeps the other', async () => {
    const s = server();
    await prefetchAllLocalities({ fetch: s.fetch }, 'vn-2025-03');
    await prefetchAllLocalities({ fetch: s.fetch }, 'vn-2025-07');
    expect(s.state.urls).toEqual(['/api/v1/locality/list?list=vn-2025-03', '/api/v1/locality/list?list=vn-2025-07']);
    s.state.mode = 'down';
    const offline = { fetch: s.fetch, maxAgeMs: 0 };
    expect((await loadLocalities({ list: 'vn-2025-03', type: 1 }, offline)).map((u) => u.code)).toEqual(['01', '79']);
    expect((await loadLocalities({ list: 'vn-2025-07', parentCode: '01' }, offline)).map((u) => u.code)).toEqual(['001']);
  });

  it('an empty list (none loaded on the server yet) is not kept', async () => {
    const s = server();
    const empty: typeof fetch = () => Promise.resolve(Response.json({ success: true, responseData: [] }));
    expect(await loadLocalities({ type: 1 }, { fetch: empty })).toEqual([]);
    expect(await prefetchAllLocalities({ fetch: empty })).toBe(0);
    expect(await db.localityCache.count()).toBe(0);
    expect(await loadLocalities({ type: 1 }, { fetch: s.fetch })).toHaveLength(2);
  });
});
