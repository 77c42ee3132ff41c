import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepartmentCalendar, UserOrganisation } from '#core/api';
import { api } from '#core/api';
import { userDepartments } from '#server/db/schema/index';
import { integrationActor } from './actors';
import { type TestApp, createTestApp, signIn } from './helpers';
import { body, expectStatus, makeCompany, makeDepartment, makeUser } from './organisations-fixture';

interface Page { data: UserOrganisation[]; totalData: number }

let t: TestApp;
let admin: string;
const ids = { planning: 0, team: 0, sub: 0, foreign: 0, lan: 0, minh: 0, hoa: 0, subPerson: 0, foreignPerson: 0, gone: 0 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  ids.planning = await makeDepartment(t, 'Phòng Kế hoạch');
  ids.team = await makeDepartment(t, 'Tổ Dự án', t.companyId, ids.planning);
  ids.lan = await makeUser(t, 'lan', t.companyId, { name: 'Phạm Lan', departmentId: ids.planning });
  ids.minh = await makeUser(t, 'minh', t.companyId, { name: 'Đỗ Minh' });
  ids.hoa = await makeUser(t, 'hoa', t.companyId, { name: 'Vũ Hoa' });
  ids.gone = await makeUser(t, 'gone', t.companyId, { name: 'Đã xoá', status: 2, departmentId: ids.planning });
  await t.db.insert(userDepartments).values([
    { userId: ids.lan, departmentId: ids.planning, position: 'Trưởng phòng' },
    { userId: ids.lan, departmentId: ids.team, position: 'Tổ trưởng' },
    { userId: ids.minh, departmentId: ids.team, position: 'Thành viên' },
  ]);
  ids.sub = await makeCompany(t, 'Công ty con');
  ids.subPerson = await makeUser(t, 'sub-person', ids.sub, { name: 'Người công ty con' });
  ids.foreign = await makeCompany(t, 'Công ty ngoài', null);
  ids.foreignPerson = await makeUser(t, 'foreign-person', ids.foreign);
  await integrationActor(t, 'svc', []);
  await makeUser(t, 'chief', t.companyId, { name: 'Chánh văn phòng', role: 2 });
});
afterAll(async () => { await t.close(); });

const get = async <T>(url: string, query: Record<string, string> = {}) => {
  const res = await t.request({ method: 'GET', url, cookie: admin, query });
  expectStatus(res, 200);
  return body<T>(res);
};
const usernames = (page: Page) => page.data.map((u) => u.username);

describe('organisation calls under /v1/user', () => {
  it('users-of-company: live people of the company, service accounts and deleted users left out', async () => {
    const page = await get<Page>(api.usersOfCompany);
    expect(usernames(page)).toEqual(['admin', 'chief', 'minh', 'lan', 'hoa']);
    expect(page.totalData).toBe(5);
    expect(usernames(await get<Page>(api.usersOfCompany, { companyId: String(ids.sub) }))).toEqual(['sub-person']);
    expect(usernames(await get<Page>(api.usersOfCompany, { search: 'pham' }))).toEqual(['lan']);
    expectStatus(await t.request({ method: 'GET', url: api.usersOfCompany, cookie: admin, query: { companyId: String(ids.foreign) } }), 200);
  });

  it('user-with-department: members of one department, with their main department', async () => {
    const page = await get<Page>(api.userWithDepartment, { departmentId: String(ids.team) });
    expect(usernames(page)).toEqual(['minh', 'lan']);
    expect(page.data.find((u) => u.username === 'lan')).toMatchObject({ departmentId: ids.planning, departmentName: 'Phòng Kế hoạch' });
  });

  it('user-with-departments: everyone in a department, with every department and position', async () => {
    const page = await get<Page>(api.userWithDepartments);
    expect(usernames(page)).toEqual(['minh', 'lan']);
    expect(page.data.find((u) => u.username === 'lan')?.departments).toEqual([
      { id: ids.planning, name: 'Phòng Kế hoạch', position: 'Trưởng phòng' },
      { id: ids.team, name: 'Tổ Dự án', position: 'Tổ trưởng' },
    ]);
  });

  it('user-with-parent-company: people of every company in scope with their company and its parent', async () => {
    const page = await get<Page>(api.userWithParentCompany, { search: 'nguoi cong ty' });
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ username: 'sub-person', companyId: ids.sub, companyName: 'Công ty con', parentCompanyId: t.companyId, parentCompanyName: 'Test company' });
  });

  it('get_with_position_by_ids: known ids in scope only (a system user’s scope is every company)', async () => {
    const query = { ids: `${ids.lan},${ids.subPerson},${ids.foreignPerson},999999` };
    const res = await t.request({ method: 'GET', url: api.userWithPositionByIds, cookie: await signIn(t, 'chief', 'Person-Pass1'), query });
    expect(body<UserOrganisation[]>(res).map((u) => u.id).sort((a, b) => a - b)).toEqual([ids.lan, ids.subPerson].sort((a, b) => a - b));
    const all = await get<UserOrganisation[]>(api.userWithPositionByIds, query);
    expect(all.map((u) => u.id).sort((a, b) => a - b)).toEqual([ids.lan, ids.subPerson, ids.foreignPerson].sort((a, b) => a - b));
    expect(all.find((u) => u.id === ids.lan)?.departments.map((d) => d.position)).toEqual(['Trưởng phòng', 'Tổ trưởng']);
    expectStatus(await t.request({ method: 'GET', url: api.userWithPositionByIds, cookie: admin, query: { ids: 'x,1' } }), 400);
  });

  it('user-with-department-calendar: departments in tree order, then the people in none', async () => {
    const calendar = await get<DepartmentCalendar>(api.userWithDepartmentCalendar);
    expect(calendar.map((g) => [g.departmentName, g.depth, g.users.map((u) => u.username)])).toEqual([
      ['Phòng Kế hoạch', 0, ['lan']],
      ['Tổ Dự án', 1, ['minh', 'lan']],
      [null, 0, ['admin', 'chief', 'hoa']],
    ]);
  });
});
