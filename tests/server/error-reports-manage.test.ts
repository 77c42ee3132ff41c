import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorReportItem, ErrorReportList } from '#core/api';
import { UserRole } from '#core/api';
import { api } from '#core/api';
import { actionLogs, errorReports, notifications } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, createUser, data, grantPermissionCode, otherCompanyUser, sampleDesign, signIn } from './helpers';

let t: TestApp;
let admin: string;
let formA: CreatedForm;
let formB: CreatedForm;
let citizenId: number;
const ids = { spelling: 0, send: 0, image: 0 };

async function report(formId: number, content: string, contact?: string, cookie?: string): Promise<number> {
  const res = await t.request({ method: 'POST', url: api.errorReportCreate, cookie, payload: { reportId: randomUUID(), formId, content, ...(contact ? { contact } : {}) } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return data<{ id: number }>(res).id;
}

const createdAt = (id: number, iso: string) => t.db.update(errorReports).set({ createdAt: new Date(iso) }).where(eq(errorReports.id, id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  await createUser(t, { username: 'author', password: 'Author-Pass1' });
  const author = await signIn(t, 'author', 'Author-Pass1');
  formA = await createForm(t, author, sampleDesign({ title: 'Khảo sát A' }));
  formB = await createForm(t, author, sampleDesign({ title: 'Khảo sát B' }));
  citizenId = (await createUser(t, { username: 'citizen', password: 'Citizen-Pass1' })).id;
  ids.spelling = await report(formA.id, 'Câu hỏi số 2 bị LỖI chính tả', 'an@example.vn');
  ids.send = await report(formA.id, 'Không gửi được', 'Nguyễn Văn Bình 0901');
  ids.image = await report(formB.id, 'Hình ảnh không hiện', undefined, await signIn(t, 'citizen', 'Citizen-Pass1'));
  // 23:59 and 00:00 Vietnam time on either side of midnight of 10 March, then 11 March at noon.
  await createdAt(ids.spelling, '2024-03-09T16:59:00Z');
  await createdAt(ids.send, '2024-03-09T17:00:00Z');
  await createdAt(ids.image, '2024-03-11T05:00:00Z');
});
afterAll(async () => { await t.close(); });

const list = async (query: Record<string, string | number>, cookie = admin) => {
  const res = await t.request({ method: 'GET', url: api.errorReportList, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), cookie });
  expect(res.statusCode, res.body).toBe(200);
  return data<ErrorReportList>(res);
};
const listIds = async (query: Record<string, string | number>) => (await list(query)).data.map((r) => r.id);
/** cookie null: anonymous */
const change = (id: number, status: number, cookie: string | null = admin) =>
  t.request({ method: 'POST', url: api.errorReportChangeStatus, cookie: cookie ?? undefined, payload: { id, status }, headers: { 'accept-language': 'en' } });

describe('get-list-error-report', () => {
  it('lists the company reports newest first with their form, contact and reporter', async () => {
    const all = await list({});
    expect(all.totalData).toBe(3);
    expect(all.data.map((r) => r.id)).toEqual([ids.image, ids.send, ids.spelling]);
    expect(all.data[0]).toMatchObject({ content: 'Hình ảnh không hiện', contact: null, status: 0, reporterName: 'citizen', form: { id: formB.id, title: 'Khảo sát B', shortUrl: formB.shortUrl } });
    expect(all.data[2]).toMatchObject({ contact: 'an@example.vn', reporterName: null, createdAt: '2024-03-09T16:59:00.000Z', form: { id: formA.id } });
  });

  it('filters by form, and by text in content or contact ignoring case and accents', async () => {
    expect(await listIds({ formId: formA.id })).toEqual([ids.send, ids.spelling]);
    expect(await listIds({ search: 'loi chinh TA' })).toEqual([ids.spelling]);
    expect(await listIds({ search: 'BINH' })).toEqual([ids.send]);
    expect(await listIds({ search: 'example.vn' })).toEqual([ids.spelling]);
    expect(await listIds({ search: 'khong', formId: formB.id })).toEqual([ids.image]);
    expect(await listIds({ search: 'nothing like it' })).toEqual([]);
  });

  it('filters by Vietnam calendar days, both ends included', async () => {
    expect(await listIds({ from: '2024-03-10' })).toEqual([ids.image, ids.send]);
    expect(await listIds({ to: '2024-03-09' })).toEqual([ids.spelling]);
    expect(await listIds({ from: '2024-03-10', to: '2024-03-10' })).toEqual([ids.send]);
    expect(await listIds({ from: '2024-03-12' })).toEqual([]);
  });

  it('pages', async () => {
    const second = await list({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ totalData: 3, page: 2, pageSize: 2 });
    expect(second.data.map((r) => r.id)).toEqual([ids.spelling]);
  });

  it('refuses a bad filter with a 400 envelope', async () => {
    const res = await t.request({ method: 'GET', url: api.errorReportList, query: { status: '7' }, cookie: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('change-error-report-status', () => {
  it('marks handled and back in process, persisted, logged, and filtered by status', async () => {
    const handled = await change(ids.send, 1);
    expect(handled.statusCode, handled.body).toBe(200);
    expect(data<ErrorReportItem>(handled)).toMatchObject({ id: ids.send, status: 1, form: { id: formA.id } });
    expect(await listIds({ status: 1 })).toEqual([ids.send]);
    expect(await listIds({ status: 0 })).toEqual([ids.image, ids.spelling]);
    const [log] = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'error-report'), eq(actionLogs.entityId, String(ids.send))));
    expect(log).toMatchObject({ type: 'update', userName: 'admin', oldData: { status: 0 }, newData: { status: 1 } });

    expect(data<ErrorReportItem>(await change(ids.send, 0)).status).toBe(0);
    const [row] = await t.db.select().from(errorReports).where(eq(errorReports.id, ids.send));
    expect(row?.status).toBe(0);
    expect(await listIds({ status: 1 })).toEqual([]);
    expect(await t.db.select().from(actionLogs).where(eq(actionLogs.entity, 'error-report'))).toHaveLength(2);
  });

  it('tells the signed-in reporter when the report is handled, and a repeat changes nothing', async () => {
    expect((await change(ids.image, 1)).statusCode).toBe(200);
    expect((await change(ids.image, 1)).statusCode).toBe(200);
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, citizenId), eq(notifications.kind, 'errorReportHandled')));
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toEqual({ reportId: ids.image, formId: formB.id, title: 'Khảo sát B' });
    expect(await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'error-report'), eq(actionLogs.entityId, String(ids.image))))).toHaveLength(1);
  });

  it('refuses a bad body with a 400 envelope naming the field', async () => {
    const res = await change(ids.spelling, 2);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', errors: [{ field: 'status' }] });
    const missing = await t.request({ method: 'POST', url: api.errorReportChangeStatus, cookie: admin, payload: { status: 1 } });
    expect(missing.statusCode).toBe(400);
  });
});

describe('who may handle error reports', () => {
  it('answers 401 to anonymous callers and 403 to a plain user', async () => {
    expect((await t.request({ method: 'GET', url: api.errorReportList })).statusCode).toBe(401);
    expect((await change(ids.spelling, 1, null)).statusCode).toBe(401);
    await createUser(t, { username: 'plain', password: 'Plain-Pass1' });
    const plain = await signIn(t, 'plain', 'Plain-Pass1');
    expect((await t.request({ method: 'GET', url: api.errorReportList, cookie: plain })).statusCode).toBe(403);
    expect((await change(ids.spelling, 1, plain)).statusCode).toBe(403);
    const [row] = await t.db.select().from(errorReports).where(eq(errorReports.id, ids.spelling));
    expect(row?.status).toBe(0);
  });

  it('lets a holder of ErrorReportManage and another administrator in', async () => {
    const holder = await createUser(t, { username: 'handler', password: 'Handler-Pass1' });
    await grantPermissionCode(t, holder.id, 'ErrorReportManage');
    const cookie = await signIn(t, 'handler', 'Handler-Pass1');
    expect((await list({}, cookie)).totalData).toBe(3);
    expect((await change(ids.spelling, 1, cookie)).statusCode).toBe(200);
    await createUser(t, { username: 'admin2', password: 'Admin2-Pass1', role: UserRole.Administrator });
    expect((await change(ids.spelling, 0, await signIn(t, 'admin2', 'Admin2-Pass1'))).statusCode).toBe(200);
  });

  it('keeps each company to its own reports: another company id is 404 and not listed', async () => {
    const outsider = await otherCompanyUser(t, 'reportoutsider');
    const [theirs] = await t.db.insert(errorReports).values({ companyId: outsider.companyId, content: 'Báo lỗi của công ty khác' }).returning();
    const res = await change(theirs!.id, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await listIds({ search: 'cong ty khac' })).toEqual([]);
    const [row] = await t.db.select().from(errorReports).where(eq(errorReports.id, theirs!.id));
    expect(row?.status).toBe(0);
  });
});
