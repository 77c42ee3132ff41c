import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { UserItem } from '#core/api';
import { actionLogs, permissionGroups, userDepartments, users } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, data, grantPermissionCode, signIn } from './helpers';
import { type UsersFixture, call, fieldErrors, saveUser, usersFixture } from './users-fixture';

let t: TestApp;
let f: UsersFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await usersFixture(t, 'sv');
});
afterAll(async () => t.close());

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('POST save', () => {
  it('creates a user with every field of SPEC 3 and reads them back; the new user signs in', async () => {
    const created = await saveUser(t, f.admin, {
      username: 'lan.nguyen', name: 'Nguyễn Thị Lan', email: 'lan@example.vn', phone: '0912 345 678', password: 'Lan-Pass1',
      status: 1, emailIdentificationLevel: 2, role: 2, departmentId: f.departmentId, permissionGroupId: f.usersGroupId,
      roleIds: [f.roleId], managerId: f.adminId,
    });
    const read = data<UserItem>(await call(t, f.admin, { method: 'GET', url: api.user(created.id) }));
    expect(read).toMatchObject({
      username: 'lan.nguyen', name: 'Nguyễn Thị Lan', email: 'lan@example.vn', phone: '0912 345 678', status: 1,
      emailIdentificationLevel: 2, role: 2, departmentId: f.departmentId, departmentName: 'sv Sở Nội vụ',
      permissionGroupId: f.usersGroupId, permissionGroupName: 'Users', roleIds: [f.roleId], managerId: f.adminId, managerName: 'svadmin',
    });
    expect(read).not.toHaveProperty('isSystem');
    const asSystem = data<UserItem>(await call(t, f.system, { method: 'GET', url: api.user(created.id) }));
    expect(asSystem.isSystem).toBe(false);
    const [membership] = await t.db.select().from(userDepartments).where(eq(userDepartments.userId, created.id));
    expect(membership?.departmentId).toBe(f.departmentId);
    await expect(signIn(t, 'lan.nguyen', 'Lan-Pass1')).resolves.toMatch(/^sid=/);
  });

  it('refuses bad input field by field in the request language and writes nothing', async () => {
    const before = await userCount();
    const res = await call(t, f.admin, { method: 'POST', url: api.userSave, payload: {
      username: 'bad#name', name: 'Tên <b>', email: 'not-an-email', phone: 'abc', password: 'short',
    } });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({
      username: 'The field value is not in the right format', name: 'The field value is not in the right format',
      email: 'Enter a valid email address', phone: 'Enter a valid Vietnamese phone number',
      password: 'Password must have at least 8 characters with a digit, an uppercase and a lowercase letter',
    });
    const vi = await t.request({ method: 'POST', url: api.userSave, cookie: f.admin, payload: { username: 'ok', name: 'Được' } });
    expect(fieldErrors(vi)).toEqual({ password: 'Vui lòng nhập mật khẩu' });
    expect(await userCount()).toBe(before);
  });

  it('says clearly that a username is taken, whatever its case', async () => {
    await createUser(t, { username: 'Minh', password: 'Minh-Pass1' });
    const res = await call(t, f.admin, { method: 'POST', url: api.userSave, payload: { username: 'mINH', name: 'Other Minh', password: 'Minh-Pass2' } });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ username: 'This username is already used in the company' });
  });

  it('refuses a department, role or manager that is not of the company', async () => {
    const res = await call(t, f.admin, { method: 'POST', url: api.userSave, payload: {
      username: 'refs', name: 'Refs', password: 'Refs-Pass1', departmentId: 999999, roleIds: [999999], managerId: 999999, permissionGroupId: 999999,
    } });
    expect(fieldErrors(res)).toEqual({
      departmentId: 'Choose one of the options', roleIds: 'Choose one of the options', managerId: 'Choose one of the options', permissionGroupId: 'Choose one of the options',
    });
  });

  it('updates a user and logs old and new data without any password hash', async () => {
    const u = await saveUser(t, f.admin, { username: 'hoa', name: 'Hoa', password: 'Hoa-Pass1' });
    const updated = await saveUser(t, f.admin, { id: u.id, username: 'hoa', name: 'Trần Hoa', email: 'hoa@example.vn', departmentId: f.otherDepartmentId });
    expect(updated).toMatchObject({ name: 'Trần Hoa', email: 'hoa@example.vn', departmentName: 'sv Sở Tài chính' });
    const [log] = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'user'), eq(actionLogs.entityId, String(u.id)))).orderBy(desc(actionLogs.id)).limit(1);
    expect(log).toMatchObject({ type: 'update', userName: 'svadmin', oldData: { name: 'Hoa', email: null }, newData: { name: 'Trần Hoa', email: 'hoa@example.vn', departmentId: f.otherDepartmentId } });
    const all = await t.db.select().from(actionLogs).where(eq(actionLogs.entityId, String(u.id)));
    expect(all).toHaveLength(2);
    expect(JSON.stringify(all)).not.toMatch(/argon2|passwordHash/);
  });
});

describe('privileges', () => {
  it('lets only system users set or see the system flag, and edit a system user', async () => {
    const byAdmin = await call(t, f.admin, { method: 'POST', url: api.userSave, payload: { username: 'sys2', name: 'Sys', password: 'Sys2-Pass1', isSystem: true } });
    expect(byAdmin.statusCode).toBe(403);
    const made = await saveUser(t, f.system, { username: 'sys2', name: 'Sys', password: 'Sys2-Pass1', isSystem: true, role: 2 });
    expect(made.isSystem).toBe(true);
    const edit = await call(t, f.admin, { method: 'POST', url: api.userSave, payload: { id: made.id, username: 'sys2', name: 'Renamed', role: 2 } });
    expect(edit.statusCode).toBe(403);
    expect((await call(t, f.admin, { method: 'POST', url: api.userLock(made.id) })).statusCode).toBe(403);
  });

  it('lets a UserManage holder manage plain users but not raise a role or grant a group', async () => {
    const holder = await createUser(t, { username: 'svholder', password: 'Holder-Pass1' });
    await grantPermissionCode(t, holder.id, 'UserManage');
    const cookie = await signIn(t, 'svholder', 'Holder-Pass1');
    const plain = await saveUser(t, cookie, { username: 'svplain', name: 'Plain', password: 'Plain-Pass1' });
    expect(plain.role).toBe(1);
    const [group] = await t.db.select().from(permissionGroups).where(eq(permissionGroups.code, 'security'));
    for (const raise of [{ role: 2 }, { permissionGroupId: group!.id }, { roleIds: [f.roleId] }]) {
      const res = await call(t, cookie, { method: 'POST', url: api.userSave, payload: { id: plain.id, username: 'svplain', name: 'Plain', ...raise } });
      expect(res.statusCode).toBe(403);
    }
    expect((await call(t, cookie, { method: 'POST', url: api.userLock(f.adminId) })).statusCode).toBe(403);
  });

  it('refuses locking or deleting oneself', async () => {
    const lock = await call(t, f.admin, { method: 'POST', url: api.userLock(f.adminId) });
    expect(lock.statusCode).toBe(400);
    expect(fieldErrors(lock)).toEqual({ id: 'You cannot do this to your own account' });
    expect((await call(t, f.admin, { method: 'DELETE', url: api.user(f.adminId) })).statusCode).toBe(400);
  });
});
