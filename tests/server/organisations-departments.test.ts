import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartmentItem, DepartmentList, MemberList } from '#core/api';
import { api } from '#core/api';
import { departments, userDepartments, users } from '#server/db/schema/index';
import { integrationActor } from './actors';
import { type TestApp, createTestApp, signIn } from './helpers';
import { body, expectStatus, failure, logRows, makeCompany, makeDepartment, makeUser, memberIds } from './organisations-fixture';

let t: TestApp;
let admin: string;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
});
afterAll(async () => { await t.close(); });

const post = (url: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url, cookie: admin, payload, headers: en });
const get = (url: string, query: Record<string, string> = {}) => t.request({ method: 'GET', url, cookie: admin, query, headers: en });
const saved = async (payload: Record<string, unknown>) => {
  const res = await post(api.departmentSave, payload);
  expectStatus(res, 200);
  return body<DepartmentItem>(res);
};
const mainDepartment = async (userId: number) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.departmentId;

describe('department save', () => {
  it('creates in the request’s company, updates, and logs both', async () => {
    const created = await saved({ name: 'Ban Tuyên giáo', code: 'BTG', type: 2, level: 1 });
    expect(created).toMatchObject({ companyId: t.companyId, name: 'Ban Tuyên giáo', code: 'BTG', type: 2, level: 1, parentId: null, userCount: 0 });
    const child = await saved({ name: 'Phòng Báo chí', type: 2, level: 2, parentId: created.id });
    expect(child).toMatchObject({ parentId: created.id, parentName: 'Ban Tuyên giáo' });
    const updated = await saved({ id: child.id, name: 'Phòng Báo chí huyện', type: 4, level: 2, parentId: created.id });
    expect(updated.type).toBe(4);
    const rows = await logRows(t, 'department', child.id);
    expect(rows.map((r) => r.type).sort()).toEqual(['create', 'update']);
    expect(rows.find((r) => r.type === 'update')).toMatchObject({ oldData: { name: 'Phòng Báo chí', type: 2 }, newData: { name: 'Phòng Báo chí huyện', type: 4 } });
  });

  it('refuses special characters, unknown types and levels, cycles, foreign parents and taken codes', async () => {
    expect(failure(await post(api.departmentSave, { name: 'Phòng #1', type: 1, level: 1 })).errors).toEqual([{ field: 'name', message: 'The field value is not in the right format' }]);
    expectStatus(await post(api.departmentSave, { name: 'Phòng', type: 5, level: 1 }), 400);
    expectStatus(await post(api.departmentSave, { name: 'Phòng', type: 1, level: 3 }), 400);
    const top = await saved({ name: 'Khối A', code: 'KA', type: 1, level: 1 });
    const below = await saved({ name: 'Khối A1', type: 1, level: 1, parentId: top.id });
    const cycle = await post(api.departmentSave, { id: top.id, name: 'Khối A', type: 1, level: 1, parentId: below.id });
    expect(failure(cycle).errors).toEqual([{ field: 'parentId', message: 'A department cannot be placed under itself or one of its sub-departments' }]);
    const elsewhere = await makeDepartment(t, 'Phòng ở nơi khác', await makeCompany(t, 'Đơn vị khác', null));
    expect(failure(await post(api.departmentSave, { name: 'X', type: 1, level: 1, parentId: elsewhere })).errors?.[0]?.field).toBe('parentId');
    expectStatus(await post(api.departmentSave, { name: 'Khối B', code: 'ka', type: 1, level: 1 }), 409);
  });

  it('creates in a sub-company when asked, never in a company out of scope', async () => {
    const sub = await makeCompany(t, 'Sở Nội vụ');
    expect((await saved({ companyId: sub, name: 'Phòng Công chức', type: 1, level: 1 })).companyId).toBe(sub);
    const cookie = await (async () => {
      await makeUser(t, 'plain-admin', t.companyId, { role: 2 });
      return signIn(t, 'plain-admin', 'Person-Pass1');
    })();
    const foreign = await makeCompany(t, 'Ngoài phạm vi', null);
    const res = await t.request({ method: 'POST', url: api.departmentSave, cookie, payload: { companyId: foreign, name: 'Lén', type: 1, level: 1 } });
    expectStatus(res, 404);
    expectStatus(await t.request({ method: 'GET', url: api.departmentListAll, cookie, query: { companyId: String(foreign) } }), 404);
  });
});

describe('members', () => {
  let dep: number;
  let other: number;
  let an: number;
  let binh: number;
  let chi: number;
  beforeAll(async () => {
    dep = await makeDepartment(t, 'Phòng Kế hoạch');
    other = await makeDepartment(t, 'Phòng Tài vụ');
    an = await makeUser(t, 'an', t.companyId, { name: 'Nguyễn Văn An' });
    binh = await makeUser(t, 'binh', t.companyId, { name: 'Trần Thị Bình' });
    chi = await makeUser(t, 'chi', t.companyId, { name: 'Lê Chí', departmentId: other });
  });

  it('add-users adds memberships, sets a main department where there was none, and counts', async () => {
    const res = await post(api.departmentAddUsers(dep), { userIds: [an, chi], position: 'Trưởng phòng' });
    expectStatus(res, 200);
    expect(body(res)).toEqual({ departmentId: dep, changed: 2, userCount: 2 });
    expect(await memberIds(t, dep)).toEqual([an, chi].sort((a, b) => a - b));
    expect(await mainDepartment(an)).toBe(dep);
    expect(await mainDepartment(chi)).toBe(other);
    expect(body(await post(api.departmentAddUsers(dep), { userIds: [an] }))).toEqual({ departmentId: dep, changed: 0, userCount: 2 });
    const [log] = await logRows(t, 'department-members', dep);
    expect(log).toMatchObject({ newData: { userIds: [an, chi].sort((a, b) => a - b), position: 'Trưởng phòng' } });
  });

  it('lists members and non-members, searchable without accents', async () => {
    const inside = body<MemberList>(await get(api.departmentUsersIn(dep)));
    expect(inside.data.map((m) => [m.username, m.position])).toEqual([['chi', 'Trưởng phòng'], ['an', 'Trưởng phòng']]);
    const outside = body<MemberList>(await get(api.departmentUsersNotIn(dep), { search: 'tran thi' }));
    expect(outside.data.map((m) => m.id)).toEqual([binh]);
    const counted = body<DepartmentList>(await get(api.departmentListWithUsersCount, { search: 'ke hoach' }));
    expect(counted.data.map((d) => [d.name, d.userCount])).toEqual([['Phòng Kế hoạch', 2]]);
    expect(body<DepartmentList>(await get(api.departmentList, { search: 'ke hoach' })).data[0]?.userCount).toBeNull();
  });

  it('refuses users of another company and service accounts', async () => {
    const foreignUser = await makeUser(t, 'far', await makeCompany(t, 'Xa', null));
    const service = (await integrationActor(t, 'svc', [])).userId;
    for (const id of [foreignUser, service]) {
      const res = await post(api.departmentAddUsers(dep), { userIds: [binh, id] });
      expect(failure(res).errors).toEqual([{ field: 'userIds', message: 'One of the chosen users does not belong to this company' }]);
    }
    expect(await memberIds(t, dep)).not.toContain(binh);
  });

  it('remove-users drops the membership and moves the main department to a remaining one', async () => {
    await post(api.departmentAddUsers(other), { userIds: [an] });
    const res = await post(api.departmentRemoveUsers(dep), { userIds: [an, binh] });
    expect(body(res)).toEqual({ departmentId: dep, changed: 1, userCount: 1 });
    expect(await mainDepartment(an)).toBe(other);
    expect(await memberIds(t, dep)).toEqual([chi]);
  });
});

describe('department delete', () => {
  it('moves children up, removes memberships and keeps no reference to the deleted department', async () => {
    const grand = await makeDepartment(t, 'Khối');
    const middle = await makeDepartment(t, 'Ban', t.companyId, grand);
    const leafA = await makeDepartment(t, 'Tổ A', t.companyId, middle);
    const leafB = await makeDepartment(t, 'Tổ B', t.companyId, middle);
    const dana = await makeUser(t, 'dana', t.companyId, { departmentId: middle });
    await t.db.insert(userDepartments).values({ userId: dana, departmentId: middle });
    const res = await t.request({ method: 'DELETE', url: api.department(middle), cookie: admin });
    expectStatus(res, 200);
    const rows = await t.db.select().from(departments);
    expect(rows.filter((r) => [leafA, leafB].includes(r.id)).map((r) => r.parentId)).toEqual([grand, grand]);
    expect(await mainDepartment(dana)).toBeNull();
    expect(await memberIds(t, middle)).toEqual([]);
    expectStatus(await get(api.department(middle)), 404);
    const [log] = await logRows(t, 'department', middle);
    expect(log).toMatchObject({ type: 'delete', oldData: { userIds: [dana] }, newData: { childrenMovedTo: grand } });
  });
});
