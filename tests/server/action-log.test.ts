import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionLogDetail, ActionLogList, ActionLogTypes } from '#core/api';
import { UserRole } from '#core/api';
import { api } from '#core/api';
import { actionLogs, users } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, createUser, data, grantPermissionCode, otherCompanyUser, sampleDesign, signIn } from './helpers';

let t: TestApp;
let admin: string;
let authorId: number;
let water: CreatedForm;
let opinion: CreatedForm;
/** the records written by the changes below, in the order they were made */
const made = { waterCreated: 0, opinionCreated: 0, waterEdited: 0, waterPublished: 0 };

async function lastLogId(): Promise<number> {
  const rows = await t.db.select({ id: actionLogs.id }).from(actionLogs);
  return Math.max(...rows.map((r) => r.id));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  authorId = (await createUser(t, { username: 'binh.tran', password: 'Author-Pass1' })).id;
  await t.db.update(users).set({ name: 'Trần Thị Bình' }).where(eq(users.id, authorId));
  const author = await signIn(t, 'binh.tran', 'Author-Pass1');

  water = await createForm(t, admin, sampleDesign({ title: 'Khảo sát nước sạch' }), false);
  made.waterCreated = await lastLogId();
  opinion = await createForm(t, author, sampleDesign({ title: 'Phiếu góp ý' }), false);
  made.opinionCreated = await lastLogId();
  const edit = await t.request({ method: 'POST', url: api.formUpdate, cookie: admin, payload: { id: water.id, baseVersion: 1, design: sampleDesign({ title: 'Khảo sát nước sạch 2025' }) } });
  expect(edit.statusCode, edit.body).toBe(200);
  made.waterEdited = await lastLogId();
  const publish = await t.request({ method: 'POST', url: api.formPublish(water.id), cookie: admin });
  expect(publish.statusCode, publish.body).toBe(200);
  made.waterPublished = await lastLogId();
  // The two creations are moved to either side of midnight of 10 March, Vietnam time (23:59 and 00:00).
  await t.db.update(actionLogs).set({ createdAt: new Date('2024-03-09T16:59:00Z') }).where(eq(actionLogs.id, made.waterCreated));
  await t.db.update(actionLogs).set({ createdAt: new Date('2024-03-09T17:00:00Z') }).where(eq(actionLogs.id, made.opinionCreated));
});
afterAll(async () => { await t.close(); });

const asText = (query: Record<string, string | number>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
const list = async (query: Record<string, string | number> = {}, cookie = admin) => {
  const res = await t.request({ method: 'GET', url: api.actionLogList, query: asText(query), cookie });
  expect(res.statusCode, res.body).toBe(200);
  return data<ActionLogList>(res);
};
const listIds = async (query: Record<string, string | number>) => (await list(query)).data.map((r) => r.id);

describe('GET LogAction', () => {
  it('lists the changes made through the API newest first, with who, what, when and where', async () => {
    const all = await list();
    expect(all.totalData).toBe(4);
    expect(all.data.map((r) => r.id)).toEqual([made.waterPublished, made.waterEdited, made.opinionCreated, made.waterCreated]);
    expect(all.data.map((r) => [r.type, r.entity, r.entityId])).toEqual([
      ['publish', 'form', String(water.id)], ['update', 'form', String(water.id)], ['create', 'form', String(opinion.id)], ['create', 'form', String(water.id)],
    ]);
    expect(all.data[2]).toMatchObject({
      title: 'Form created', createdAt: '2024-03-09T17:00:00.000Z', userName: 'binh.tran', ip: '127.0.0.1',
      user: { id: authorId, name: 'Trần Thị Bình', username: 'binh.tran' },
    });
    expect(all.data[1]).toMatchObject({ title: 'Form edited', userName: 'admin', user: { username: 'admin' } });
    expect(Date.parse(all.data[0]!.createdAt)).toBeGreaterThan(Date.parse('2024-03-10T00:00:00Z'));
    expect(all.data[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('filters by person (name or username, ignoring case and accents) and by user id', async () => {
    expect(await listIds({ user: 'tran thi BINH' })).toEqual([made.opinionCreated]);
    expect(await listIds({ user: 'Bình' })).toEqual([made.opinionCreated]);
    expect(await listIds({ user: 'ADMIN' })).toEqual([made.waterPublished, made.waterEdited, made.waterCreated]);
    expect(await listIds({ userId: authorId })).toEqual([made.opinionCreated]);
    expect(await listIds({ user: 'nobody at all' })).toEqual([]);
  });

  it('filters by type, entity and entity id, and combines filters', async () => {
    expect(await listIds({ type: 'create' })).toEqual([made.opinionCreated, made.waterCreated]);
    expect(await listIds({ type: 'update' })).toEqual([made.waterEdited]);
    expect(await listIds({ entity: 'form', entityId: String(water.id) })).toEqual([made.waterPublished, made.waterEdited, made.waterCreated]);
    expect(await listIds({ type: 'create', user: 'admin' })).toEqual([made.waterCreated]);
    expect(await listIds({ entity: 'user' })).toEqual([]);
  });

  it('filters by Vietnam calendar days, both ends included', async () => {
    expect(await listIds({ to: '2024-03-09' })).toEqual([made.waterCreated]);
    expect(await listIds({ from: '2024-03-10', to: '2024-03-10' })).toEqual([made.opinionCreated]);
    expect(await listIds({ from: '2024-03-09', to: '2024-03-11' })).toEqual([made.opinionCreated, made.waterCreated]);
    expect(await listIds({ from: '2024-03-11' })).toEqual([made.waterPublished, made.waterEdited]);
  });

  it('pages', async () => {
    const second = await list({ page: 2, pageSize: 3 });
    expect(second).toMatchObject({ totalData: 4, page: 2, pageSize: 3 });
    expect(second.data.map((r) => r.id)).toEqual([made.waterCreated]);
    expect((await list({ page: 3, pageSize: 3 })).data).toEqual([]);
  });

  it('refuses a bad query with a 400 envelope naming the field', async () => {
    for (const query of [{ pageSize: '500' }, { from: '2024-02-30' }, { userId: 'me' }, { page: '0' }] as Record<string, string>[]) {
      const res = await t.request({ method: 'GET', url: api.actionLogList, query, cookie: admin, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', errors: [{ field: Object.keys(query)[0] }] });
    }
  });
});

describe('GET LogAction/{id} and types', () => {
  it('gives one record with its data before and after the change', async () => {
    const res = await t.request({ method: 'GET', url: api.actionLog(made.waterEdited), cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const detail = data<ActionLogDetail>(res);
    expect(detail).toMatchObject({ id: made.waterEdited, type: 'update', entity: 'form', entityId: String(water.id), userName: 'admin', ip: '127.0.0.1' });
    expect(detail.oldData).toMatchObject({ title: 'Khảo sát nước sạch', version: 1, status: 0 });
    expect(detail.newData).toMatchObject({ title: 'Khảo sát nước sạch 2025', version: 2, status: 0 });
    const created = data<ActionLogDetail>(await t.request({ method: 'GET', url: api.actionLog(made.opinionCreated), cookie: admin }));
    expect(created.oldData).toBeNull();
    expect(created.newData).toMatchObject({ title: 'Phiếu góp ý', version: 1 });
  });

  it('lists the types and entities in use, sorted', async () => {
    const res = await t.request({ method: 'GET', url: api.actionLogTypes, cookie: admin });
    expect(data<ActionLogTypes>(res)).toEqual({ types: ['create', 'publish', 'update'], entities: ['form'] });
  });

  it('keeps the recorded name when the record has no account', async () => {
    const [row] = await t.db.insert(actionLogs).values({ companyId: t.companyId, userName: 'Lê Văn Cũ', type: 'delete', title: 'Old import', entity: 'category', entityId: '9' }).returning();
    expect(await listIds({ user: 'le van cu' })).toEqual([row!.id]);
    const detail = data<ActionLogDetail>(await t.request({ method: 'GET', url: api.actionLog(row!.id), cookie: admin }));
    expect(detail).toMatchObject({ user: null, userName: 'Lê Văn Cũ', ip: null, oldData: null, newData: null });
    await t.db.delete(actionLogs).where(eq(actionLogs.id, row!.id));
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect((await t.request({ method: 'GET', url: api.actionLog(999_999), cookie: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${api.actionLogList}/abc`, cookie: admin })).statusCode).toBe(400);
  });
});

describe('who may read the action log', () => {
  const urls = () => [api.actionLogList, api.actionLogTypes, api.actionLog(made.waterEdited)];

  it('answers 401 to anonymous callers and 403 to a plain user', async () => {
    await createUser(t, { username: 'plain', password: 'Plain-Pass1' });
    const plain = await signIn(t, 'plain', 'Plain-Pass1');
    for (const url of urls()) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(401);
      const refused = await t.request({ method: 'GET', url, cookie: plain });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('lets a holder of LogView and another administrator in', async () => {
    const holder = await createUser(t, { username: 'auditor', password: 'Auditor-Pass1' });
    await grantPermissionCode(t, holder.id, 'LogView');
    const auditor = await signIn(t, 'auditor', 'Auditor-Pass1');
    await createUser(t, { username: 'admin2', password: 'Admin2-Pass1', role: UserRole.Administrator });
    const admin2 = await signIn(t, 'admin2', 'Admin2-Pass1');
    for (const cookie of [auditor, admin2]) {
      for (const url of urls()) expect((await t.request({ method: 'GET', url, cookie })).statusCode, url).toBe(200);
    }
  });

  it("keeps each company to its own records: another company's record is 404 and not listed", async () => {
    const outsider = await otherCompanyUser(t, 'logoutsider');
    const [theirs] = await t.db.insert(actionLogs).values({ companyId: outsider.companyId, userName: 'logoutsider', type: 'update', title: 'Their change', entity: 'form', entityId: '1' }).returning();
    const res = await t.request({ method: 'GET', url: api.actionLog(theirs!.id), cookie: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await listIds({ user: 'logoutsider' })).toEqual([]);
    expect((await list()).totalData).toBe(4);
  });
});

describe('records cannot be changed through the product', () => {
  it('has no route to edit or delete a record, and the row stays as it was', async () => {
    const [before] = await t.db.select().from(actionLogs).where(eq(actionLogs.id, made.waterEdited));
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await t.request({ method, url: api.actionLog(made.waterEdited), cookie: admin, payload: { title: 'Rewritten', oldData: null } });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.request({ method, url: api.actionLogList, cookie: admin, payload: {} })).statusCode, method).toBe(404);
    }
    const [after] = await t.db.select().from(actionLogs).where(eq(actionLogs.id, made.waterEdited));
    expect(after).toEqual(before);
    expect(after?.title).toBe('Form edited');
  });
});
