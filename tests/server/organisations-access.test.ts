import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { type ActorName, type Cast, actorNames, castActors } from './actors';
import { type TestApp, createTestApp, grantPermissionCode, signIn } from './helpers';
import { body, makeCompany, makeDepartment, makeUser } from './organisations-fixture';

let t: TestApp;
let cast: Cast;
let child: number;
let department: number;
let person: number;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castActors(t, 'm-');
  child = await makeCompany(t, 'Sở Y tế');
  department = await makeDepartment(t, 'Phòng Tổ chức');
  person = await makeUser(t, 'person');
});
afterAll(async () => { await t.close(); });

/** What each actor gets: administrators and system users manage; the rest are refused. */
const expected: Record<ActorName, number> = { system: 200, administrator: 200, manager: 403, plain: 403, outsider: 403, integration: 403, anonymous: 401 };

/** Each call builds its request afresh, so a write that succeeded once can succeed again. */
const calls: Record<string, () => InjectOptions | Promise<InjectOptions>> = {
  'company list-all': () => ({ method: 'GET', url: api.companyListAll }),
  'company list': () => ({ method: 'GET', url: api.companyList, query: { search: 'y te' } }),
  'company list-childs': () => ({ method: 'GET', url: api.companyChildren(t.companyId) }),
  'company get': () => ({ method: 'GET', url: api.company(child) }),
  'company save (create)': () => ({ method: 'POST', url: api.companySave, payload: { name: 'Xã mới', type: 3, parentId: t.companyId } }),
  'company save (update)': () => ({ method: 'POST', url: api.companySave, payload: { id: child, name: 'Sở Y tế', type: 5, parentId: t.companyId } }),
  'company delete': async () => ({ method: 'DELETE', url: api.company(await makeCompany(t, 'To delete')) }),
  'company save-permission': () => ({ method: 'POST', url: api.companySavePermission, payload: { companyId: child, permissionIds: [] } }),
  'company function-catalogue': () => ({ method: 'GET', url: api.companyFunctionCatalogue }),
  'company copy-functions': () => ({ method: 'POST', url: api.companyCopyFunctions, payload: { fromCompanyId: t.companyId, toCompanyIds: [child] } }),
  'department list-all': () => ({ method: 'GET', url: api.departmentListAll }),
  'department list': () => ({ method: 'GET', url: api.departmentList }),
  'department list-with-users-count': () => ({ method: 'GET', url: api.departmentListWithUsersCount }),
  'department get': () => ({ method: 'GET', url: api.department(department) }),
  'department save': () => ({ method: 'POST', url: api.departmentSave, payload: { name: 'Phòng mới', type: 1, level: 1 } }),
  'department delete': async () => ({ method: 'DELETE', url: api.department(await makeDepartment(t, 'Gone')) }),
  'department add-users': () => ({ method: 'POST', url: api.departmentAddUsers(department), payload: { userIds: [person] } }),
  'department remove-users': () => ({ method: 'POST', url: api.departmentRemoveUsers(department), payload: { userIds: [person] } }),
  'department get-users-in-dep': () => ({ method: 'GET', url: api.departmentUsersIn(department) }),
  'department get-users-not-in-dep': () => ({ method: 'GET', url: api.departmentUsersNotIn(department) }),
  'user users-of-company': () => ({ method: 'GET', url: api.usersOfCompany }),
  'user user-with-department': () => ({ method: 'GET', url: api.userWithDepartment, query: { departmentId: String(department) } }),
  'user user-with-departments': () => ({ method: 'GET', url: api.userWithDepartments }),
  'user user-with-parent-company': () => ({ method: 'GET', url: api.userWithParentCompany }),
  'user get_with_position_by_ids': () => ({ method: 'GET', url: api.userWithPositionByIds, query: { ids: String(person) } }),
  'user user-with-department-calendar': () => ({ method: 'GET', url: api.userWithDepartmentCalendar }),
};

describe('organisation calls: access matrix', () => {
  for (const [call, build] of Object.entries(calls)) {
    it(call, async () => {
      const seen: Record<string, number> = {};
      for (const name of actorNames) seen[name] = (await cast.actors[name].request(await build())).statusCode;
      expect(seen).toEqual(expected);
    });
  }
});

describe('holders of the organisation codes', () => {
  it('DepartmentManage reads companies and manages departments, but cannot change companies', async () => {
    const holder = await makeUser(t, 'dep-manager');
    await grantPermissionCode(t, holder, 'DepartmentManage');
    const cookie = await signIn(t, 'dep-manager', 'Person-Pass1');
    const as = (options: InjectOptions) => t.request({ ...options, cookie });
    expect((await as({ method: 'GET', url: api.companyListAll })).statusCode).toBe(200);
    expect((await as({ method: 'POST', url: api.departmentSave, payload: { name: 'Phòng của người giữ quyền', type: 2, level: 2 } })).statusCode).toBe(200);
    expect((await as({ method: 'POST', url: api.departmentAddUsers(department), payload: { userIds: [person] } })).statusCode).toBe(200);
    expect((await as({ method: 'POST', url: api.companySave, payload: { name: 'Không được', type: 3, parentId: t.companyId } })).statusCode).toBe(403);
    expect((await as({ method: 'POST', url: api.companySavePermission, payload: { companyId: child, permissionIds: [] } })).statusCode).toBe(403);
  });

  it('an integration account holding CompanyManage manages companies with its bearer token', async () => {
    const scoped = await castActors(t, 'int-', ['CompanyManage']);
    const res = await scoped.actors.integration.request({ method: 'POST', url: api.companySave, payload: { name: 'Từ hệ thống ngoài', type: 3, parentId: t.companyId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ name: string; parentId: number }>(res)).toMatchObject({ name: 'Từ hệ thống ngoài', parentId: t.companyId });
  });
});
