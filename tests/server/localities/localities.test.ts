import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '#core/api';
import type { Locality, LocalityCounts } from '#core/api';
import { api } from '#core/api';
import { type TestApp, createTestApp, createUser, data, signIn } from '../helpers';

/**
 * Real data in the repository, so the test runs everywhere (the whole official list is kept beside
 * the project, not in it): all 63 provinces of 01/03/2025, Hà Nội with every district and commune.
 */
const OFFICIAL_EXCERPT = new URL('../fixtures/localities-excerpt-2025-03.json', import.meta.url);

/** Two provinces after the 2025 reform: communes straight under them, in both accepted spellings. */
const twoLevel = {
  data: [
    {
      level1_id: '01', name: 'Thành phố Hà Nội', type: 'Thành phố Trung ương',
      level2s: [
        { level2_id: '00004', name: 'Phường Ba Đình', type: 'Phường' },
        { level2_id: '00008', name: 'Phường Ngọc Hà', type: 'Phường' },
        { level2_id: '09999', name: 'Xã Đông Anh', type: 'Xã' },
      ],
    },
    { level1_id: '31', name: 'Thành phố Hải Phòng', type: 'Thành phố Trung ương', level3s: [{ level3_id: '11311', name: 'Đặc khu Bạch Long Vĩ', type: 'Đặc khu' }] },
  ],
};

/** A small three-level list. */
const threeLevel = {
  data: [{
    level1_id: '01', name: 'Thành phố Hà Nội', type: 'Thành phố Trung ương',
    level2s: [
      { level2_id: '001', name: 'Quận Ba Đình', type: 'Quận', level3s: [{ level3_id: '00001', name: 'Phường Phúc Xá', type: 'Phường' }, { level3_id: '00004', name: 'Phường Trúc Bạch', type: 'Phường' }] },
      { level2_id: '002', name: 'Quận Hoàn Kiếm', type: 'Quận', level3s: [{ level3_id: '00037', name: 'Phường Phúc Tân', type: 'Phường' }] },
    ],
  }, {
    level1_id: '79', name: 'Thành phố Hồ Chí Minh', type: 'Thành phố Trung ương',
    level2s: [{ level2_id: '760', name: 'Quận 1', type: 'Quận', level3s: [{ level3_id: '26734', name: 'Phường Tân Định', type: 'Phường' }] }],
  }],
};

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  await createUser(t, { username: 'clerk', password: 'Clerk-Pass1', role: UserRole.User });
  user = await signIn(t, 'clerk', 'Clerk-Pass1');
});
afterAll(() => t.close());

const importList = (payload: unknown, cookie = admin, listId = 'vn-2025-03') =>
  t.request({ method: 'POST', url: `${api.localityImport}?list=${listId}`, cookie, payload: payload as object });
/** No x-company-id and no cookie: the list is public and global. */
const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${api.localityList}${query}` });
  expect(res.statusCode).toBe(200);
  return data<Locality[]>(res);
};
const counts = async (listId = 'vn-2025-03') => data<LocalityCounts>(await t.app.inject({ method: 'GET', url: `${api.localityCounts}?list=${listId}` }));
const shippedCounts = { list: 'vn-2025-07', provinces: 34, districts: 0, wards: 3321, twoLevel: true };
const names = (rows: Locality[]) => rows.map((r) => r.name);

describe('the shipped two-level list (vn-provinces-wards 1.0.2), loaded at first start', () => {
  it('vn-2025-07: 34 provinces and 3,321 communes, no districts', async () => {
    expect(await counts('vn-2025-07')).toEqual(shippedCounts);
    const provinces = await list('?list=vn-2025-07&type=1');
    expect(provinces).toHaveLength(34);
    expect(provinces[0]).toEqual({ code: '01', name: 'Hà Nội', type: 1, parentCode: null });
    const hanoi = await list('?list=vn-2025-07&parentCode=01');
    expect(hanoi).toHaveLength(126);
    expect(hanoi.every((unit) => unit.type === 3)).toBe(true);
    expect(names(await list('?list=vn-2025-07&parentCode=01&search=ba%20dinh'))).toEqual(['Phường Ba Đình']);
    expect(await list('?list=vn-2025-07&type=2')).toEqual([]);
  });

  it('a list nobody imported is empty, and an unknown list is refused', async () => {
    expect(await counts('vn-2025-03')).toEqual({ list: 'vn-2025-03', provinces: 0, districts: 0, wards: 0, twoLevel: false });
    const unknown = await t.app.inject({ method: 'GET', url: `${api.localityList}?list=vn-1999` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('the three-level list of 2025-03 beside the shipped one', () => {
  it('importing the official excerpt (63 provinces, Hà Nội complete) keeps the two-level list', async () => {
    const file = JSON.parse(readFileSync(OFFICIAL_EXCERPT, 'utf8')) as { data: { level2s: { level3s: unknown[] }[] }[] };
    const districts = file.data.flatMap((province) => province.level2s);
    const wards = districts.reduce((n, district) => n + district.level3s.length, 0);
    const res = await importList(file);
    expect(res.statusCode).toBe(200);
    expect(data<LocalityCounts>(res)).toEqual({ list: 'vn-2025-03', provinces: 63, districts: districts.length, wards, twoLevel: false });
    const hanoi = await list('?list=vn-2025-03&type=2&parentCode=01');
    expect(hanoi).toHaveLength(30);
    expect(hanoi[0]).toEqual({ code: '001', name: 'Quận Ba Đình', type: 2, parentCode: '01' });
    expect(names(await list('?list=vn-2025-03&parentCode=001')).slice(0, 2)).toEqual(['Phường Phúc Xá', 'Phường Trúc Bạch']);
    expect(await list('?list=vn-2025-03')).toHaveLength(63 + districts.length + wards);
    // the same code "01" is Hà Nội in both lists, under the names of each
    expect(names(await list('?list=vn-2025-03&type=1&search=ha%20noi'))).toEqual(['Thành phố Hà Nội']);
    expect(names(await list('?list=vn-2025-07&type=1&search=ha%20noi'))).toEqual(['Hà Nội']);
    expect(await counts('vn-2025-07')).toEqual(shippedCounts);
  });

  it('a request without `list` (only an app from before named lists sends one) gets the three-level list', async () => {
    const provinces = await list('?type=1');
    expect(provinces).toHaveLength(63);
    expect(provinces[0]).toEqual({ code: '01', name: 'Thành phố Hà Nội', type: 1, parentCode: null });
    expect(names(await list('?type=2&parentCode=01')).slice(0, 1)).toEqual(['Quận Ba Đình']);
    const legacyCounts = data<LocalityCounts>(await t.app.inject({ method: 'GET', url: api.localityCounts }));
    expect(legacyCounts).toMatchObject({ list: 'vn-2025-03', provinces: 63, twoLevel: false });
    expect(await list('?list=vn-2025-07&type=1')).toHaveLength(34);
  });
});

describe('locality list: three levels', () => {
  beforeAll(async () => {
    const res = await importList(threeLevel);
    expect(res.statusCode).toBe(200);
    expect(data<LocalityCounts>(res)).toEqual({ list: 'vn-2025-03', provinces: 2, districts: 3, wards: 4, twoLevel: false });
  });

  it('lists by type and by parent, in official order, for anyone, with a cache header', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${api.localityList}?list=vn-2025-03&type=1` });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(data<Locality[]>(res)).toEqual([
      { code: '01', name: 'Thành phố Hà Nội', type: 1, parentCode: null },
      { code: '79', name: 'Thành phố Hồ Chí Minh', type: 1, parentCode: null },
    ]);
    expect(names(await list('?list=vn-2025-03&type=2&parentCode=01'))).toEqual(['Quận Ba Đình', 'Quận Hoàn Kiếm']);
    expect(names(await list('?list=vn-2025-03&parentCode=001'))).toEqual(['Phường Phúc Xá', 'Phường Trúc Bạch']);
    expect(await list('?list=vn-2025-03&type=3&parentCode=01')).toEqual([]);
    expect(await list('?list=vn-2025-03')).toHaveLength(9);
  });

  it('finds names with or without accents, in any case', async () => {
    expect(names(await list(`?list=vn-2025-03&search=${encodeURIComponent('hồ chí')}`))).toEqual(['Thành phố Hồ Chí Minh']);
    expect(names(await list('?list=vn-2025-03&search=HO%20CHI'))).toEqual(['Thành phố Hồ Chí Minh']);
    expect(names(await list('?list=vn-2025-03&type=3&search=phuc'))).toEqual(['Phường Phúc Xá', 'Phường Phúc Tân']);
    expect(names(await list('?list=vn-2025-03&search=dinh'))).toEqual(['Quận Ba Đình', 'Phường Tân Định']);
    expect(await list('?list=vn-2025-03&search=100%25')).toEqual([]);
  });

  it('refuses a bad filter in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${api.localityList}?type=7` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('locality import', () => {
  it('a two-level file replaces the two-level list only: communes hang under the province', async () => {
    await importList(threeLevel);
    const res = await importList(twoLevel, admin, 'vn-2025-07');
    expect(res.statusCode).toBe(200);
    expect(data<LocalityCounts>(res)).toEqual({ list: 'vn-2025-07', provinces: 2, districts: 0, wards: 4, twoLevel: true });
    expect(await counts('vn-2025-07')).toEqual({ list: 'vn-2025-07', provinces: 2, districts: 0, wards: 4, twoLevel: true });
    expect(await list('?list=vn-2025-07&parentCode=01')).toEqual([
      { code: '00004', name: 'Phường Ba Đình', type: 3, parentCode: '01' },
      { code: '00008', name: 'Phường Ngọc Hà', type: 3, parentCode: '01' },
      { code: '09999', name: 'Xã Đông Anh', type: 3, parentCode: '01' },
    ]);
    expect(names(await list('?list=vn-2025-07&type=3&parentCode=31&search=bach%20long'))).toEqual(['Đặc khu Bạch Long Vĩ']);
    // the three-level list stays as it was
    expect(await counts('vn-2025-03')).toEqual({ list: 'vn-2025-03', provinces: 2, districts: 3, wards: 4, twoLevel: false });
  });

  it('a bad file, a file of the wrong levels or no list named is refused in the envelope and nothing is written', async () => {
    const before = await counts();
    const badShape = await importList({ data: [{ level1_id: '01', name: '' }] }, admin);
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(badShape.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('data.0.name');

    const duplicate = await t.request({
      method: 'POST', url: `${api.localityImport}?list=vn-2025-07`, cookie: admin, headers: { 'accept-language': 'vi' },
      payload: { data: [{ level1_id: '01', name: 'Hà Nội', level3s: [{ level3_id: '01', name: 'Xã A' }] }] },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json<{ errors: { field: string; message: string }[] }>().errors)
      .toEqual([{ field: 'data.0.level3s.0.level3_id', message: 'Mã 01 xuất hiện hai lần trong danh sách' }]);

    const mixed = await importList({ data: [threeLevel.data[0], twoLevel.data[1]] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('data');

    const wrongLevels = await t.request({
      method: 'POST', url: `${api.localityImport}?list=vn-2025-03`, cookie: admin, headers: { 'accept-language': 'en' }, payload: twoLevel,
    });
    expect(wrongLevels.statusCode).toBe(400);
    expect(wrongLevels.json<{ errors: { field: string; message: string }[] }>().errors)
      .toEqual([{ field: 'list', message: 'The list vn-2025-03 has 3 levels: this file has not' }]);
    expect((await importList(threeLevel, admin, 'vn-2025-07')).statusCode).toBe(400);

    const unnamed = await t.request({ method: 'POST', url: api.localityImport, cookie: admin, payload: threeLevel });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ success: false, code: 'VALIDATION' });

    expect((await importList('not json at all')).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect((await counts('vn-2025-07')).provinces).toBe(2);
  });

  it('only administrators may import; anonymous callers are asked to sign in', async () => {
    const before = await counts();
    const refused = await importList(threeLevel, user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const anonymous = await t.request({ method: 'POST', url: `${api.localityImport}?list=vn-2025-03`, payload: threeLevel });
    expect(anonymous.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
