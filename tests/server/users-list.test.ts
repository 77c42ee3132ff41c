import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { UserBrief, UserItem, UserList } from '#core/api';
import { sessions, users } from '#server/db/schema/index';
import { integrationActor } from './actors';
import { type TestApp, createForm, createTestApp, data, signIn } from './helpers';
import { type UsersFixture, call, saveUser, usersFixture } from './users-fixture';

let t: TestApp;
let f: UsersFixture;
const people = [
  { username: 'anh.nguyen', name: 'Nguyễn Văn Ánh', email: 'anh@so-noi-vu.vn', role: 1 as const, dep: 0 },
  { username: 'binh.tran', name: 'Trần Thị Bình', email: 'binh@so-tai-chinh.vn', role: 2 as const, dep: 1 },
  { username: 'cuong.le', name: 'Lê Đức Cường', email: 'cuong@so-noi-vu.vn', role: 1 as const, dep: 0 },
  { username: 'dung.pham', name: 'Phạm Dũng', email: 'dung@so-noi-vu.vn', role: 1 as const, dep: 0 },
];
beforeAll(async () => {
  t = await createTestApp();
  f = await usersFixture(t, 'ls');
  for (const p of people) {
    await saveUser(t, f.system, { username: p.username, name: p.name, email: p.email, role: p.role, password: 'Person-Pass1', departmentId: p.dep === 0 ? f.departmentId : f.otherDepartmentId });
  }
});
afterAll(async () => t.close());

const list = async (query: string) => data<UserList>(await call(t, f.admin, { method: 'GET', url: `${api.userList}?${query}` }));
const names = (l: UserList) => l.data.map((u) => u.username);

describe('GET get-list', () => {
  it('searches name, username and email ignoring case and Vietnamese accents', async () => {
    expect(names(await list('search=nguyen van anh'))).toEqual(['anh.nguyen']);
    expect(names(await list('search=CƯỜNG'))).toEqual(['cuong.le']);
    expect(names(await list('search=duc cuong'))).toEqual(['cuong.le']);
    expect(names(await list('search=so-tai-chinh'))).toEqual(['binh.tran']);
  });

  it('filters by department, role and status, and pages the result in name order', async () => {
    expect(names(await list(`departmentId=${f.departmentId}`))).toEqual(['cuong.le', 'anh.nguyen', 'dung.pham']);
    expect(names(await list(`role=2&search=tran`))).toEqual(['binh.tran']);
    const first = await list(`departmentId=${f.departmentId}&pageSize=2&page=1`);
    const second = await list(`departmentId=${f.departmentId}&pageSize=2&page=2`);
    expect([first.totalData, second.totalData, first.data.length, second.data.length]).toEqual([3, 3, 2, 1]);
    expect(names(second)).toEqual(['dung.pham']);
  });

  it('refuses a malformed filter with 400', async () => {
    const res = await call(t, f.admin, { method: 'GET', url: `${api.userList}?status=7` });
    expect(res.statusCode).toBe(400);
  });

  it('leaves integration service users out of every list', async () => {
    const service = await integrationActor(t, 'ls-robot', []);
    const all = data<{ data: UserBrief[] }>(await call(t, f.admin, { method: 'GET', url: api.userListAll }));
    expect(all.data.map((u) => u.id)).not.toContain(service.userId);
    expect(all.data.map((u) => u.username)).toEqual(expect.arrayContaining(people.map((p) => p.username)));
    expect((await list('pageSize=200')).data.map((u) => u.id)).not.toContain(service.userId);
    expect((await call(t, f.admin, { method: 'GET', url: api.user(service.userId) })).statusCode).toBe(404);
  });
});

describe('lock, unlock and delete', () => {
  it('a locked user\'s next request gets the locked answer of init; unlocking restores the same session', async () => {
    const u = await saveUser(t, f.admin, { username: 'locky', name: 'Locky', password: 'Locky-Pass1' });
    const cookie = await signIn(t, 'locky', 'Locky-Pass1');
    const locked = await call(t, f.admin, { method: 'POST', url: api.userLock(u.id) });
    expect(data<UserItem>(locked).status).toBe(0);
    const init = await t.request({ method: 'GET', url: api.init, cookie });
    expect(init.statusCode).toBe(403);
    expect(init.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect((await t.request({ method: 'GET', url: api.formList, cookie })).statusCode).toBe(401);
    expect(names(await list('status=0'))).toEqual(['locky']);
    await call(t, f.admin, { method: 'POST', url: api.userUnlock(u.id) });
    const again = await t.request({ method: 'GET', url: api.init, cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ responseData: { user: { username: 'locky', status: 1 } } });
  });

  it('delete sets status 2, ends every session and keeps the user\'s forms for administrators', async () => {
    await saveUser(t, f.admin, { username: 'leaver', name: 'Leaver', password: 'Leaver-Pass1' });
    const cookie = await signIn(t, 'leaver', 'Leaver-Pass1');
    const form = await createForm(t, cookie);
    const [row] = await t.db.select().from(users).where(eq(users.username, 'leaver'));
    const res = await call(t, f.admin, { method: 'DELETE', url: api.user(row!.id) });
    expect(data<UserItem>(res).status).toBe(2);
    const [after] = await t.db.select().from(users).where(eq(users.id, row!.id));
    expect(after?.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, row!.id)).then((s) => s.filter((x) => x.revokedAt === null))).toEqual([]);
    expect((await t.request({ method: 'GET', url: api.init, cookie })).json()).toMatchObject({ responseData: { user: null } });
    expect(names(await list('search=leaver'))).toEqual([]);
    expect(names(await list('search=leaver&status=2'))).toEqual(['leaver']);
    const owned = await call(t, f.admin, { method: 'GET', url: api.form(form.id) });
    expect(owned.statusCode).toBe(200);
    await expect(signIn(t, 'leaver', 'Leaver-Pass1')).rejects.toThrow(/401/);
  });
});

describe('manager and self calls', () => {
  it('a manager lists, reads and edits only their users, never their role', async () => {
    const boss = await saveUser(t, f.admin, { username: 'boss', name: 'Boss', password: 'Boss-Pass1' });
    const staff = await saveUser(t, f.admin, { username: 'staff', name: 'Staff', password: 'Staff-Pass1', managerId: boss.id });
    const cookie = await signIn(t, 'boss', 'Boss-Pass1');
    const mine = data<UserList>(await call(t, cookie, { method: 'GET', url: api.userListByManager }));
    expect(mine.data.map((u) => u.username)).toEqual(['staff']);
    const saved = await call(t, cookie, { method: 'POST', url: api.userManagerSave, payload: { id: staff.id, name: 'Staff Member', role: 2, isSystem: true, status: 0 } });
    expect(data<UserItem>(saved)).toMatchObject({ name: 'Staff Member', role: 1, status: 0 });
    const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ role: 1, isSystem: false, status: 0 });
    expect((await call(t, cookie, { method: 'GET', url: api.userManagerGet(f.adminId) })).statusCode).toBe(404);
  });

  it('info/save changes my own name, email and phone', async () => {
    await saveUser(t, f.admin, { username: 'selfie', name: 'Selfie', password: 'Selfie-Pass1' });
    const cookie = await signIn(t, 'selfie', 'Selfie-Pass1');
    const res = await call(t, cookie, { method: 'POST', url: api.userInfoSave, payload: { name: 'Hồ Self', email: 'self@example.vn', phone: '0987654321' } });
    expect(data(res)).toMatchObject({ username: 'selfie', name: 'Hồ Self', email: 'self@example.vn', phone: '0987654321' });
    const bad = await call(t, cookie, { method: 'POST', url: api.userInfoSave, payload: { name: '', email: 'x@' } });
    expect(bad.statusCode).toBe(400);
    const init = await t.request({ method: 'GET', url: api.init, cookie });
    expect(init.json()).toMatchObject({ responseData: { user: { name: 'Hồ Self', email: 'self@example.vn' } } });
  });
});
