import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '#core/api';
import type { InitReply } from '#core/api';
import { api } from '#core/api';
import type { PermissionItem, RoleItem } from '#core/api';
import { permissions, roles, userRoles, users } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, data, otherCompanyUser, signIn } from './helpers';
import { expectRefusal, lastLogOf } from './security-helpers';

let t: TestApp;
let admin: string;
const en = { 'accept-language': 'en' };
const idOf = async (code: string) => (await t.db.select().from(permissions).where(eq(permissions.code, code)))[0]!.id;
const save = (payload: Record<string, unknown>, cookie = admin) => t.request({ method: 'POST', url: api.roleSave, payload, cookie, headers: en });
const setPermissions = (roleId: number, permissionIds: number[], cookie = admin) =>
  t.request({ method: 'POST', url: api.rolePermissionUpdate, payload: { roleId, permissionIds }, cookie, headers: en });

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { username: 'boss', password: 'Boss-Pass1', role: UserRole.Administrator });
  admin = await signIn(t, 'boss', 'Boss-Pass1');
});
afterAll(async () => { await t.close(); });

describe('roles', () => {
  it('an administrator creates a role, gives it two permissions, and its holders hold them', async () => {
    const role = data<RoleItem>(await save({ name: 'Survey reviewers', description: 'Approve forms' }));
    expect(role).toMatchObject({ name: 'Survey reviewers', description: 'Approve forms', permissionIds: [], userCount: 0 });
    const [review, log] = [await idOf('FormReview'), await idOf('LogView')];
    const updated = data<RoleItem>(await setPermissions(role.id, [log, review, log]));
    expect(updated.permissionIds).toEqual([review, log].sort((a, b) => a - b));
    expect(await lastLogOf(t, 'role', role.id)).toMatchObject({ type: 'update', oldData: { permissionIds: [] } });

    const toAdd = data<PermissionItem[]>(await t.request({ method: 'GET', url: api.permissionRoleListToAdd(role.id), cookie: admin }));
    const all = data<PermissionItem[]>(await t.request({ method: 'GET', url: api.permissionListAll, cookie: admin }));
    expect(toAdd.length).toBe(all.length - 2);
    expect(toAdd.map((p) => p.code)).not.toContain('FormReview');

    const holder = await createUser(t, { username: 'reviewer', password: 'Review-Pass1' });
    await t.db.insert(userRoles).values({ userId: holder.id, roleId: role.id });
    const cookie = await signIn(t, 'reviewer', 'Review-Pass1');
    const init = data<InitReply>(await t.request({ method: 'GET', url: api.init, cookie }));
    expect([...init.userPermission].sort()).toEqual(['FormReview', 'LogView']);
    expect((await t.request({ method: 'GET', url: api.actionLogList, cookie })).statusCode).toBe(200);
    expect(data<RoleItem>(await t.request({ method: 'GET', url: api.role(role.id), cookie: admin })).userCount).toBe(1);
  });

  it('applies SPEC 5: role name required, generic rule, unique name in the company', async () => {
    expectRefusal(await save({ name: '' }), 400, 'Enter the role name');
    expectRefusal(await save({ name: 'Role; drop' }), 400, 'The field value is not in the right format');
    await save({ name: 'Editors' });
    expectRefusal(await save({ name: 'EDITORS' }), 409, 'A role with this name already exists');
    expectRefusal(await setPermissions(data<RoleItem[]>(await t.request({ method: 'GET', url: api.roleList, cookie: admin }))[0]!.id, [999_999]), 400,
      'One of the chosen permissions does not exist');
  });

  it('lists the company\'s roles by name and edits one', async () => {
    const list = data<RoleItem[]>(await t.request({ method: 'GET', url: api.roleList, cookie: admin }));
    expect(list.map((r) => r.name)).toEqual(['Editors', 'Survey reviewers']);
    const editors = list[0]!;
    const edited = data<RoleItem>(await save({ id: editors.id, name: 'Form editors', description: 'Edit every form' }));
    expect(edited).toMatchObject({ id: editors.id, name: 'Form editors', description: 'Edit every form' });
    expect(await lastLogOf(t, 'role', editors.id)).toMatchObject({ type: 'update', oldData: { name: 'Editors' }, newData: { name: 'Form editors' } });
  });

  it('deleting a role takes it from its holders and logs who held it', async () => {
    const role = data<RoleItem>(await save({ name: 'Temporary' }));
    await setPermissions(role.id, [await idOf('UserManage')]);
    const holder = await createUser(t, { username: 'temp', password: 'Temp-Pass1' });
    await t.db.insert(userRoles).values({ userId: holder.id, roleId: role.id });
    expect((await t.request({ method: 'DELETE', url: api.role(role.id), cookie: admin })).statusCode).toBe(200);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, holder.id))).toEqual([]);
    expect(await lastLogOf(t, 'role', role.id)).toMatchObject({ type: 'delete', oldData: { name: 'Temporary', userIds: [holder.id] } });
    expect((await t.request({ method: 'GET', url: api.role(role.id), cookie: admin })).statusCode).toBe(404);
  });

  it('another company\'s roles do not exist for an administrator here, even with its x-company-id', async () => {
    const outsider = await otherCompanyUser(t, 'far-admin');
    await t.db.update(users).set({ role: UserRole.Administrator }).where(eq(users.username, 'far-admin'));
    const [mine] = await t.db.select().from(roles).where(eq(roles.companyId, t.companyId));
    const as = (options: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> }, headers: Record<string, string> = outsider.headers) =>
      t.app.inject({ ...options, headers: { ...headers, cookie: outsider.cookie } });
    expect((await as({ method: 'GET', url: api.role(mine!.id) })).statusCode).toBe(404);
    expect((await as({ method: 'POST', url: api.roleSave, payload: { id: mine!.id, name: 'Taken over' } })).statusCode).toBe(404);
    expect((await as({ method: 'POST', url: api.rolePermissionUpdate, payload: { roleId: mine!.id, permissionIds: [] } })).statusCode).toBe(404);
    expect((await as({ method: 'DELETE', url: api.role(mine!.id) })).statusCode).toBe(404);
    expect((await as({ method: 'GET', url: api.permissionRoleListToAdd(mine!.id) })).statusCode).toBe(404);
    expect(data<RoleItem[]>(await as({ method: 'GET', url: api.roleList }))).toEqual([]);
    // the session only works for its own company
    expect((await as({ method: 'GET', url: api.roleList }, t.headers())).statusCode).not.toBe(200);
    const [still] = await t.db.select().from(roles).where(eq(roles.id, mine!.id));
    expect(still?.name).toBe(mine!.name);
  });
});
