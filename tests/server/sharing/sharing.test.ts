import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '#core/api';
import type { ShareCandidate } from '#core/api';
import type { SharedUser } from '#core/forms';
import { api } from '#core/api';
import { actionLogs, companies, departments, formUserPermissions, forms, userDepartments, users } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, data, sampleDesign, signIn } from '../helpers';

let t: TestApp;
let alice: string;
let bob: string;
let carol: string;
let dave: string;
const ids: Record<string, number> = {};
let formId: number;
let departmentA: number;
let departmentB: number;

const share = (cookie: string, body: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: api.formUpdatePermissions, cookie, headers, payload: { formId, ...body } });
const sharedList = async () => data<SharedUser[]>(await t.request({ method: 'GET', url: api.formPermissions(formId), cookie: alice }));
const candidates = async (query: string, cookie = alice) =>
  t.request({ method: 'GET', url: `${api.formShareCandidates}?formId=${formId}${query}`, cookie });

beforeAll(async () => {
  t = await createTestApp();
  [departmentA, departmentB] = (await t.db.insert(departments).values([
    { companyId: t.companyId, name: 'Finance' }, { companyId: t.companyId, name: 'Health' },
  ]).returning()).map((d) => d.id) as [number, number];
  for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) {
    ids[name] = (await createUser(t, { username: name, password: 'Pass-word1', email: `${name}@example.vn` })).id;
  }
  ids.locked = (await createUser(t, { username: 'locked', password: 'Pass-word1', status: UserStatus.Disable })).id;
  ids.gone = (await createUser(t, { username: 'gone', password: 'Pass-word1', status: UserStatus.Deleted })).id;
  await t.db.update(users).set({ departmentId: departmentA }).where(eq(users.id, ids.carol!));
  await t.db.insert(userDepartments).values({ userId: ids.dave!, departmentId: departmentB });
  const [other] = await t.db.insert(companies).values({ name: 'Other company' }).returning();
  ids.outsider = (await t.db.insert(users).values({ companyId: other!.id, username: 'outsider', name: 'outsider', passwordHash: 'x' }).returning())[0]!.id;
  alice = await signIn(t, 'alice', 'Pass-word1');
  bob = await signIn(t, 'bob', 'Pass-word1');
  carol = await signIn(t, 'carol', 'Pass-word1');
  dave = await signIn(t, 'dave', 'Pass-word1');
  // a disabled form written straight to the table: sharing does not depend on how forms are saved
  const [form] = await t.db.insert(forms).values({ companyId: t.companyId, ownerId: ids.alice!, title: 'Shared survey', shortUrl: 'Shr001', design: sampleDesign() }).returning();
  formId = form!.id;
});
afterAll(async () => { await t.close(); });

describe('changing the share list', () => {
  it('lets the owner add an editor and a viewer to an unpublished form, and logs old and new lists', async () => {
    const res = await share(alice, { add: [{ userId: ids.bob, permission: 1 }, { userId: ids.carol, permission: 2 }] });
    expect(res.statusCode).toBe(200);
    expect(data<SharedUser[]>(res).map((u) => [u.username, u.permission])).toEqual([['bob', 1], ['carol', 2]]);
    const [log] = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'form-permissions'), eq(actionLogs.entityId, String(formId))));
    expect(log).toMatchObject({ oldData: [], newData: [{ username: 'bob', permission: 1 }, { username: 'carol', permission: 2 }] });
  });

  it('refuses a user already on the list with the SPEC message, in Vietnamese and English, writing nothing', async () => {
    const body = { add: [{ userId: ids.dave, permission: 2 }, { userId: ids.bob, permission: 2 }] };
    const vi = await share(alice, body);
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'add.1.userId', message: 'Người dùng này đã có trong danh sách chia sẻ' }] });
    const en = await share(alice, body, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.json()).toMatchObject({ errors: [{ field: 'add.1.userId', message: 'This user is already on the share list' }] });
    expect((await sharedList()).map((u) => u.username)).toEqual(['bob', 'carol']);
  });

  it('refuses the owner, unknown, deleted and other-company users, and changes of users not on the list', async () => {
    const res = await share(alice, {
      add: [{ userId: ids.alice, permission: 1 }, { userId: 999999, permission: 1 }, { userId: ids.gone, permission: 2 }, { userId: ids.outsider, permission: 2 }],
      update: [{ userId: ids.erin, permission: 1 }],
      remove: [ids.dave],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field))
      .toEqual(['add.0.userId', 'add.1.userId', 'add.2.userId', 'add.3.userId', 'update.0.userId', 'remove.0']);
    expect(await sharedList()).toHaveLength(2);
  });

  it('changes a permission and removes a user in one call', async () => {
    const res = await share(alice, { add: [{ userId: ids.dave, permission: 2 }], update: [{ userId: ids.carol, permission: 1 }], remove: [ids.bob] });
    expect(res.statusCode).toBe(200);
    expect(data<SharedUser[]>(res).map((u) => [u.username, u.permission])).toEqual([['carol', 1], ['dave', 2]]);
    const rows = await t.db.select().from(formUserPermissions).where(eq(formUserPermissions.formId, formId));
    expect(rows).toHaveLength(2);
    // back to bob editor, carol viewer, dave viewer for the tests below
    expect((await share(alice, { add: [{ userId: ids.bob, permission: 1 }], update: [{ userId: ids.carol, permission: 2 }] })).statusCode).toBe(200);
  });

  it('refuses editors, viewers and strangers with 403 "You do not own this form"', async () => {
    const erin = await signIn(t, 'erin', 'Pass-word1');
    for (const cookie of [bob, carol, erin]) {
      const res = await share(cookie, { remove: [ids.dave] }, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'You do not own this form' });
    }
    expect(await sharedList()).toHaveLength(3);
    expect((await share(alice, {})).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: api.formUpdatePermissions, payload: { formId } })).statusCode).toBe(401);
  });
});

describe('reading the share list and access', () => {
  it('shows the list to a viewer but not to a stranger', async () => {
    const viewer = await t.request({ method: 'GET', url: api.formPermissions(formId), cookie: dave });
    expect(data<SharedUser[]>(viewer).map((u) => u.username)).toEqual(['bob', 'carol', 'dave']);
    const erin = await signIn(t, 'erin', 'Pass-word1');
    expect((await t.request({ method: 'GET', url: api.formPermissions(formId), cookie: erin })).statusCode).toBe(403);
  });

  it('tells each caller their own access, and the owner anyone\'s; others may not ask about someone else', async () => {
    const own = async (cookie: string, query = '') => t.request({ method: 'GET', url: `${api.formUserPermission(formId)}${query}`, cookie });
    expect(data(await own(alice))).toEqual({ formId, userId: ids.alice, access: 'owner' });
    expect(data(await own(bob))).toMatchObject({ userId: ids.bob, access: 'editor' });
    expect(data(await own(carol))).toMatchObject({ userId: ids.carol, access: 'viewer' });
    const erin = await signIn(t, 'erin', 'Pass-word1');
    expect(data(await own(erin))).toMatchObject({ userId: ids.erin, access: null });
    expect(data(await own(alice, `?userId=${ids.dave}`))).toMatchObject({ userId: ids.dave, access: 'viewer' });
    expect(data(await own(alice, `?userId=${ids.erin}`))).toMatchObject({ userId: ids.erin, access: null });
    expect((await own(bob, `?userId=${ids.carol}`)).statusCode).toBe(403);
    expect((await own(alice, `?userId=${ids.outsider}`)).statusCode).toBe(404);
  });
});

describe('share candidates and departments', () => {
  it('lists active users of the company who are neither the owner nor on the list', async () => {
    await share(alice, { remove: [ids.dave] });
    const res = await candidates('');
    expect(res.statusCode).toBe(200);
    const list = data<{ data: ShareCandidate[]; totalData: number }>(res);
    expect(list.data.map((c) => c.username).sort()).toEqual(['admin', 'dave', 'erin']);
    expect(list.totalData).toBe(3);
  });

  it('searches name, username and email without regard to case, and pages', async () => {
    expect(data<{ data: ShareCandidate[] }>(await candidates('&search=ERIN@EXAMPLE')).data.map((c) => c.username)).toEqual(['erin']);
    expect(data<{ data: ShareCandidate[] }>(await candidates('&search=%25')).data).toEqual([]);
    const page = data<{ data: ShareCandidate[]; totalData: number; page: number }>(await candidates('&page=2&pageSize=2'));
    expect(page).toMatchObject({ totalData: 3, page: 2 });
    expect(page.data).toHaveLength(1);
  });

  it('ignores accents and case in the person search, like every other search ("nhan" finds "Nhân")', async () => {
    await t.db.update(users).set({ name: 'Trần Thị Nhân' }).where(eq(users.id, ids.erin!));
    const found = async (search: string) =>
      data<{ data: ShareCandidate[] }>(await candidates(`&search=${encodeURIComponent(search)}`)).data.map((c) => c.username);
    expect(await found('nhan')).toEqual(['erin']);
    expect(await found('TRAN THI')).toEqual(['erin']);
    expect(await found('Nhân')).toEqual(['erin']);
    await t.db.update(users).set({ name: 'erin' }).where(eq(users.id, ids.erin!));
  });

  it('filters by department, by the user\'s own department or a membership', async () => {
    await share(alice, { remove: [ids.carol] });
    const inA = data<{ data: ShareCandidate[] }>(await candidates(`&departmentId=${departmentA}`)).data;
    expect(inA).toEqual([{ userId: ids.carol, name: 'carol', username: 'carol', email: 'carol@example.vn', departmentName: 'Finance' }]);
    const inB = data<{ data: ShareCandidate[] }>(await candidates(`&departmentId=${departmentB}`)).data;
    expect(inB.map((c) => c.username)).toEqual(['dave']);
  });

  it('is for the owner only', async () => {
    expect((await candidates('', bob)).statusCode).toBe(403);
  });

  it('lists the company\'s departments to any signed-in user', async () => {
    const res = await t.request({ method: 'GET', url: api.formDepartments, cookie: dave });
    expect(data(res)).toEqual([{ id: departmentA, name: 'Finance', parentId: null }, { id: departmentB, name: 'Health', parentId: null }]);
    expect((await t.request({ method: 'GET', url: api.formDepartments })).statusCode).toBe(401);
  });
});
