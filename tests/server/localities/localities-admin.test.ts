import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { type ActorName, type Cast, castActors } from '../actors';
import { type TestApp, createTestApp, createUser, data, grantPermissionCode, signIn } from '../helpers';

let t: TestApp;
let cast: Cast;
let localityManager: string;

/** One province with one district of two communes: counts 1 / 1 / 2. */
const list = (province: string) => ({ data: [{ level1_id: '01', name: province, level2s: [
  { level2_id: '001', name: 'Quận Ba Đình', type: 'Quận', level3s: [{ level3_id: '00001', name: 'Phường Phúc Xá', type: 'Phường' }, { level3_id: '00004', name: 'Phường Trúc Bạch', type: 'Phường' }] },
] }] });

beforeAll(async () => {
  t = await createTestApp();
  cast = await castActors(t, 'loc-', ['LocalityManage']);
  const holder = await createUser(t, { username: 'loc-holder', password: 'Holder-Pass1' });
  await grantPermissionCode(t, holder.id, 'LocalityManage');
  localityManager = await signIn(t, 'loc-holder', 'Holder-Pass1');
});
afterAll(async () => { await t.close(); });

describe('POST locality/import (the localities screen)', () => {
  it('is open to administrators, system users and LocalityManage holders', async () => {
    const res = await t.request({ method: 'POST', url: `${api.localityImport}?list=vn-2025-03`, cookie: localityManager, payload: list('Thành phố Hà Nội') });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toEqual({ list: 'vn-2025-03', provinces: 1, districts: 1, wards: 2, twoLevel: false });
  });

  const expected: Record<ActorName, number[]> = {
    system: [200], administrator: [200], manager: [403], plain: [403], outsider: [403], anonymous: [401],
    // the account's scope holds LocalityManage
    integration: [200],
  };
  it.each(Object.keys(expected) as ActorName[])('answers %s as the matrix says', async (name) => {
    const res = await cast.actors[name].request({ method: 'POST', url: `${api.localityImport}?list=vn-2025-03`, payload: list(`Tỉnh ${name}`) });
    expect(expected[name], res.body).toContain(res.statusCode);
  });
});
