import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { PermissionGroupItem, PermissionItem } from '#core/api';
import { permissions, userPermissions } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, data, signIn } from './helpers';
import { expectRefusal, lastLogOf, logCount } from './security-helpers';

let t: TestApp;
let system: string;
const en = { 'accept-language': 'en' };
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = en) => t.request({ method: 'POST', url, payload, cookie: system, headers });
const saveGroup = (payload: Record<string, unknown>) => post(api.permissionGroupSave, payload);
const savePermission = (payload: Record<string, unknown>) => post(api.permissionSave, payload);
const groups = async () => data<PermissionGroupItem[]>(await t.request({ method: 'GET', url: api.permissionGroupList, cookie: system }));
const catalogue = async () => data<PermissionItem[]>(await t.request({ method: 'GET', url: api.permissionListAll, cookie: system }));

beforeAll(async () => {
  t = await createTestApp();
  system = await signIn(t);
});
afterAll(async () => { await t.close(); });

describe('the seeded catalogue', () => {
  it('lists the codes the product checks, with their group, marked seeded', async () => {
    const all = await catalogue();
    const roleManage = all.find((p) => p.code === 'RoleManage');
    expect(roleManage).toMatchObject({ name: 'Manage roles', groupName: 'Roles and permissions', seeded: true, level: null });
    expect(all.map((p) => p.code)).toEqual(expect.arrayContaining(['AccessMeet', 'PermissionManage', 'UserManage', 'LogView', 'FormReview']));
    const one = await t.request({ method: 'GET', url: api.permission(roleManage!.id), cookie: system });
    expect(data<PermissionItem>(one).code).toBe('RoleManage');
    expect((await t.request({ method: 'GET', url: api.permission(999_999), cookie: system })).statusCode).toBe(404);
  });
});

describe('permission groups', () => {
  it('creates a group and a sub-group, moves it, and logs each change', async () => {
    const before = await logCount(t);
    const parent = data<PermissionGroupItem>(await saveGroup({ name: 'Reports', code: 'reports', parentId: null, order: 9 }));
    const child = data<PermissionGroupItem>(await saveGroup({ name: 'Monthly reports', code: 'reports-monthly', parentId: parent.id, order: 1 }));
    expect(child).toMatchObject({ parentId: parent.id, order: 1, seeded: false });
    const moved = data<PermissionGroupItem>(await saveGroup({ id: child.id, name: 'Monthly', code: 'reports-monthly', parentId: null, order: 2 }));
    expect(moved).toMatchObject({ name: 'Monthly', parentId: null, order: 2 });
    expect((await groups()).find((g) => g.id === child.id)?.name).toBe('Monthly');
    expect(await logCount(t)).toBe(before + 3);
    const log = await lastLogOf(t, 'permission-group', child.id);
    expect(log).toMatchObject({ type: 'update', oldData: { name: 'Monthly reports', parentId: parent.id }, newData: { name: 'Monthly', parentId: null } });
  });

  it('refuses a parent that would make a cycle, and an unknown parent', async () => {
    const a = data<PermissionGroupItem>(await saveGroup({ name: 'A', code: 'cycle-a', parentId: null, order: 0 }));
    const b = data<PermissionGroupItem>(await saveGroup({ name: 'B', code: 'cycle-b', parentId: a.id, order: 0 }));
    const c = data<PermissionGroupItem>(await saveGroup({ name: 'C', code: 'cycle-c', parentId: b.id, order: 0 }));
    const message = 'A group cannot be placed under itself or one of its sub-groups';
    expectRefusal(await saveGroup({ id: a.id, name: 'A', code: 'cycle-a', parentId: c.id, order: 0 }), 400, message);
    expectRefusal(await saveGroup({ id: a.id, name: 'A', code: 'cycle-a', parentId: a.id, order: 0 }), 400, message);
    expectRefusal(await saveGroup({ name: 'D', code: 'cycle-d', parentId: 999_999, order: 0 }), 400, 'The chosen group does not exist');
    expect((await groups()).find((g) => g.id === a.id)?.parentId).toBeNull();
  });

  it('applies SPEC 5: required fields, the generic rule, unique codes ignoring case', async () => {
    expectRefusal(await saveGroup({ name: '  ', code: 'x', parentId: null, order: 0 }), 400, 'Enter the permission name, code and group name');
    expectRefusal(await saveGroup({ name: 'Bad <name>', code: 'bad', parentId: null, order: 0 }), 400, 'The field value is not in the right format');
    expectRefusal(await saveGroup({ name: 'Bad', code: 'bad#code', parentId: null, order: 0 }), 400, 'The field value is not in the right format');
    expectRefusal(await saveGroup({ name: 'Forms again', code: 'FORMS', parentId: null, order: 0 }), 409, 'This code is already used');
    const vi = await post(api.permissionGroupSave, { name: '', code: 'x', parentId: null, order: 0 }, {});
    expect(vi.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe('Nhập tên quyền, mã quyền và tên nhóm quyền');
  });

  it('keeps seeded groups and groups in use', async () => {
    const forms = (await groups()).find((g) => g.code === 'forms')!;
    expect(forms.seeded).toBe(true);
    expectRefusal(await saveGroup({ id: forms.id, name: 'Forms', code: 'forms-2', parentId: null, order: 1 }), 409, 'This group belongs to the product: it cannot be deleted and its code cannot change');
    expect(data<PermissionGroupItem>(await saveGroup({ id: forms.id, name: 'Biểu mẫu', code: 'forms', parentId: null, order: 1 })).name).toBe('Biểu mẫu');
    expect((await t.request({ method: 'DELETE', url: api.permissionGroup(forms.id), cookie: system })).statusCode).toBe(409);

    const used = data<PermissionGroupItem>(await saveGroup({ name: 'Used', code: 'used', parentId: null, order: 0 }));
    const child = data<PermissionGroupItem>(await saveGroup({ name: 'Child', code: 'used-child', parentId: used.id, order: 0 }));
    expectRefusal(await t.request({ method: 'DELETE', url: api.permissionGroup(used.id), cookie: system, headers: en }), 409,
      'This group still has sub-groups, permissions or users: move them first');
    expect((await t.request({ method: 'DELETE', url: api.permissionGroup(child.id), cookie: system })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: api.permissionGroup(used.id), cookie: system })).statusCode).toBe(200);
    expect((await groups()).some((g) => g.id === used.id)).toBe(false);
    expect(await lastLogOf(t, 'permission-group', used.id)).toMatchObject({ type: 'delete', oldData: { code: 'used' } });
  });
});

describe('permissions', () => {
  it('creates, edits and deletes a permission; its grants go with it', async () => {
    const group = (await groups()).find((g) => g.code === 'logs')!;
    const created = data<PermissionItem>(await savePermission({ code: 'ReportExport', name: 'Export reports', groupId: group.id, level: 2 }));
    expect(created).toMatchObject({ code: 'ReportExport', groupName: group.name, level: 2, seeded: false });
    const edited = data<PermissionItem>(await savePermission({ id: created.id, code: 'ReportExportAll', name: 'Export all reports', groupId: group.id, level: null }));
    expect(edited).toMatchObject({ code: 'ReportExportAll', level: null });
    expect(await lastLogOf(t, 'permission', created.id)).toMatchObject({ type: 'update', oldData: { code: 'ReportExport', level: 2 }, newData: { code: 'ReportExportAll', level: null } });
    const user = await createUser(t, { username: 'holder', password: 'Holder-Pass1' });
    await t.db.insert(userPermissions).values({ userId: user.id, permissionId: created.id });
    expect((await t.request({ method: 'DELETE', url: api.permission(created.id), cookie: system })).statusCode).toBe(200);
    expect(await t.db.select().from(userPermissions).where(eq(userPermissions.userId, user.id))).toEqual([]);
    expect((await catalogue()).some((p) => p.id === created.id)).toBe(false);
    expect(await lastLogOf(t, 'permission', created.id)).toMatchObject({ type: 'delete', oldData: { code: 'ReportExportAll' } });
  });

  it('applies SPEC 5 and keeps the codes the product checks', async () => {
    const group = (await groups()).find((g) => g.code === 'logs')!;
    const required = 'Enter the permission name, code and group name';
    expectRefusal(await savePermission({ code: 'X1', name: 'X', groupId: null }), 400, required);
    expectRefusal(await savePermission({ code: '', name: 'X', groupId: group.id }), 400, required);
    expectRefusal(await savePermission({ code: 'X1', name: '', groupId: group.id }), 400, required);
    expectRefusal(await savePermission({ code: 'X(1)', name: 'X', groupId: group.id }), 400, 'The field value is not in the right format');
    expectRefusal(await savePermission({ code: 'rolemanage', name: 'Roles', groupId: group.id }), 409, 'This code is already used');
    expectRefusal(await savePermission({ code: 'X1', name: 'X', groupId: 999_999 }), 400, 'The chosen group does not exist');

    const [logView] = await t.db.select().from(permissions).where(eq(permissions.code, 'LogView'));
    const seeded = 'This permission is checked by the product itself: it cannot be deleted and its code cannot change';
    expectRefusal(await savePermission({ id: logView!.id, code: 'LogRead', name: 'View the action log', groupId: group.id }), 409, seeded);
    expectRefusal(await t.request({ method: 'DELETE', url: api.permission(logView!.id), cookie: system, headers: en }), 409, seeded);
    const renamed = data<PermissionItem>(await savePermission({ id: logView!.id, code: 'LogView', name: 'Read the action log', groupId: group.id }));
    expect(renamed).toMatchObject({ code: 'LogView', name: 'Read the action log' });
  });
});
