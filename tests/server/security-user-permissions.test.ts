import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '#core/api';
import type { InitReply } from '#core/api';
import { api } from '#core/api';
import type { PermissionItem, UserPermissions } from '#core/api';
import { integrateUsers, permissionGroups, permissions, roles, rolePermissions, userPermissions, userRoles, users } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, data, grantPermissionCode, otherCompanyUser, signIn } from './helpers';
import { expectRefusal, lastLogOf } from './security-helpers';

let t: TestApp;
let admin: string;
const en = { 'accept-language': 'en' };
const idOf = async (code: string) => (await t.db.select().from(permissions).where(eq(permissions.code, code)))[0]!.id;
const get = async <T>(url: string, cookie = admin) => {
  const res = await t.request({ method: 'GET', url, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return data<T>(res);
};
const init = async (cookie: string) => data<InitReply>(await t.request({ method: 'GET', url: api.init, cookie }));

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { username: 'boss', password: 'Boss-Pass1', role: UserRole.Administrator });
  admin = await signIn(t, 'boss', 'Boss-Pass1');
});
afterAll(async () => { await t.close(); });

describe('a user\'s permissions', () => {
  it('the two update paths set exactly the direct codes, logged, and the user holds them at once', async () => {
    const user = await createUser(t, { username: 'an.nguyen', password: 'Nguyen-Pass1' });
    const cookie = await signIn(t, 'an.nguyen', 'Nguyen-Pass1');
    const [log, files, review] = [await idOf('LogView'), await idOf('FileManage'), await idOf('FormReview')];
    const first = await t.request({ method: 'POST', url: api.permissionUserUpdate, cookie: admin, payload: { userId: user.id, permissionIds: [files, log] } });
    expect(data<UserPermissions>(first).direct).toEqual([log, files].sort((a, b) => a - b));
    expect([...(await init(cookie)).userPermission].sort()).toEqual(['FileManage', 'LogView']);
    expect((await t.request({ method: 'GET', url: api.actionLogList, cookie })).statusCode).toBe(200);

    const second = await t.request({ method: 'POST', url: api.userSavePermission, cookie: admin, payload: { userId: user.id, permissionIds: [review] } });
    expect(data<UserPermissions>(second)).toEqual({ userId: user.id, direct: [review], inherited: [] });
    expect((await init(cookie)).userPermission).toEqual(['FormReview']);
    expect((await t.request({ method: 'GET', url: api.actionLogList, cookie })).statusCode).toBe(403);
    expect(await lastLogOf(t, 'user', user.id)).toMatchObject({
      type: 'update', oldData: { permissionIds: [log, files].sort((a, b) => a - b) }, newData: { permissionIds: [review] },
    });
    expectRefusal(await t.request({ method: 'POST', url: api.permissionUserUpdate, cookie: admin, headers: en, payload: { userId: user.id, permissionIds: [999_999] } }),
      400, 'One of the chosen permissions does not exist');
    expect((await init(cookie)).userPermission).toEqual(['FormReview']);
  });

  it('a permission group set on the user (through the DB) gives its codes and its sub-groups\' codes, and opens the guards', async () => {
    const [parent] = await t.db.insert(permissionGroups).values({ code: 'officers', name: 'Officers' }).returning();
    const [child] = await t.db.insert(permissionGroups).values({ code: 'officers-roles', name: 'Officer roles', parentId: parent!.id }).returning();
    await t.db.update(permissions).set({ groupId: child!.id }).where(eq(permissions.code, 'RoleManage'));
    const user = await createUser(t, { username: 'officer', password: 'Officer-Pass1' });
    await t.db.update(users).set({ permissionGroupId: parent!.id }).where(eq(users.id, user.id));
    const cookie = await signIn(t, 'officer', 'Officer-Pass1');
    expect((await init(cookie)).userPermission).toEqual(['RoleManage']);
    expect((await t.request({ method: 'GET', url: api.roleList, cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: api.permissionUserList(user.id), cookie })).statusCode).toBe(403);

    const summary = await get<UserPermissions>(api.permissionUserList(user.id));
    expect(summary).toEqual({ userId: user.id, direct: [], inherited: [await idOf('RoleManage')] });
    const zones = await get<{ code: string; zone: string }[]>(api.permissionUserZone(user.id));
    expect(zones).toEqual([{ code: 'RoleManage', zone: 'management' }]);
    const toAdd = await get<PermissionItem[]>(api.permissionUserListToAdd(user.id));
    const all = await get<PermissionItem[]>(api.permissionListAll);
    expect(toAdd.length).toBe(all.length - 1);
    expect(toAdd.map((p) => p.code)).not.toContain('RoleManage');
  });

  it('codes held through a role show as inherited; list-to-add leaves out every held code', async () => {
    const user = await createUser(t, { username: 'binh', password: 'Binh-Pass1' });
    const [role] = await t.db.insert(roles).values({ companyId: t.companyId, name: 'Loggers' }).returning();
    const log = await idOf('LogView');
    await t.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: log });
    await t.db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
    await grantPermissionCode(t, user.id, 'NewsManage');
    const summary = await get<UserPermissions>(api.permissionUserList(user.id));
    expect(summary).toEqual({ userId: user.id, direct: [await idOf('NewsManage')], inherited: [log] });
    const toAdd = (await get<PermissionItem[]>(api.permissionUserListToAdd(user.id))).map((p) => p.code);
    expect(toAdd).not.toContain('LogView');
    expect(toAdd).not.toContain('NewsManage');
    expect(toAdd).toContain('UserManage');
  });

  it('a PermissionManage holder grants only codes they hold, and cannot change the catalogue', async () => {
    const holder = await createUser(t, { username: 'keeper', password: 'Keeper-Pass1' });
    await grantPermissionCode(t, holder.id, 'PermissionManage');
    await grantPermissionCode(t, holder.id, 'LogView');
    const cookie = await signIn(t, 'keeper', 'Keeper-Pass1');
    const user = await createUser(t, { username: 'chi', password: 'Chi-Pass1' });
    const res = await t.request({ method: 'POST', url: api.userSavePermission, cookie, payload: { userId: user.id, permissionIds: [await idOf('LogView')] } });
    expect(res.statusCode, res.body).toBe(200);
    for (const target of [user.id, holder.id]) {
      const more = await t.request({ method: 'POST', url: api.permissionUserUpdate, cookie, headers: en, payload: { userId: target, permissionIds: [await idOf('LogView'), await idOf('UserManage')] } });
      expect(more.statusCode, more.body).toBe(400);
      expect(more.body).toContain('You can only grant permissions you hold yourself');
    }
    const direct = await t.db.select({ id: userPermissions.permissionId }).from(userPermissions).where(eq(userPermissions.userId, user.id));
    expect(direct.map((r) => r.id)).toEqual([await idOf('LogView')]);
    expect((await t.request({ method: 'GET', url: api.permissionListAll, cookie })).statusCode).toBe(200);
    const [group] = await t.db.select().from(permissionGroups).where(eq(permissionGroups.code, 'logs'));
    const write = await t.request({ method: 'POST', url: api.permissionSave, cookie, headers: en, payload: { code: 'Mine', name: 'Mine', groupId: group!.id } });
    expectRefusal(write, 403, 'Only a system user can change the permission catalogue');
    expect((await t.request({ method: 'GET', url: api.roleList, cookie })).statusCode).toBe(403);
  });

  it('users of another company, deleted users and integration service users are not found', async () => {
    const outsider = await otherCompanyUser(t, 'far');
    const [far] = await t.db.select().from(users).where(eq(users.username, 'far'));
    const gone = await createUser(t, { username: 'gone', password: 'Gone-Pass1' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const service = await createUser(t, { username: 'integration:svc', password: 'Service-Pass1' });
    await t.db.insert(integrateUsers).values({ companyId: t.companyId, name: 'svc', clientId: 'client-svc', secretHash: 'x', userId: service.id });
    for (const id of [far!.id, gone.id, service.id]) {
      expect((await t.request({ method: 'GET', url: api.permissionUserList(id), cookie: admin })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: api.permissionUserListToAdd(id), cookie: admin })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: api.permissionUserZone(id), cookie: admin })).statusCode).toBe(404);
      const res = await t.request({ method: 'POST', url: api.permissionUserUpdate, cookie: admin, payload: { userId: id, permissionIds: [await idOf('LogView')] } });
      expect(res.statusCode).toBe(404);
      expect(await t.db.select().from(userPermissions).where(eq(userPermissions.userId, id))).toEqual([]);
    }
    expect(outsider.companyId).not.toBe(t.companyId);
  });
});
