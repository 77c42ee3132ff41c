import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDetail, CompanyItem, CompanyList } from '#core/api';
import { api } from '#core/api';
import { companies, permissions, users } from '#server/db/schema/index';
import { type TestApp, createForm, createTestApp, createUser, otherCompanyUser, signIn } from './helpers';
import { body, expectStatus, failure, logRows, makeCompany, makeUser, signInAt } from './organisations-fixture';

let t: TestApp;
let system: string;
let admin: string;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await createTestApp();
  system = await signIn(t);
  await createUser(t, { username: 'boss', password: 'Boss-Pass1', role: 2 });
  admin = await signIn(t, 'boss', 'Boss-Pass1');
});
afterAll(async () => { await t.close(); });

const save = (payload: Record<string, unknown>, cookie = admin) => t.request({ method: 'POST', url: api.companySave, cookie, payload, headers: en });
const saved = async (payload: Record<string, unknown>, cookie = admin) => {
  const res = await save(payload, cookie);
  expectStatus(res, 200);
  return body<CompanyItem>(res);
};
const get = (url: string, cookie = admin, query: Record<string, string> = {}) => t.request({ method: 'GET', url, cookie, query, headers: en });

describe('company save', () => {
  it('creates a company under one in scope and writes an action-log row', async () => {
    const created = await saved({ name: 'Bộ Công an', code: 'BCA', type: 1, parentId: t.companyId });
    expect(created).toMatchObject({ name: 'Bộ Công an', code: 'BCA', type: 1, parentId: t.companyId, parentName: 'Test company', childCount: 0, userCount: 0 });
    const [row] = await logRows(t, 'company', created.id);
    expect(row).toMatchObject({ type: 'create', newData: { name: 'Bộ Công an', code: 'BCA', type: 1, parentId: t.companyId } });
  });

  it('refuses special characters, a missing name, an unknown type, a taken code and a missing parent', async () => {
    const bad = await save({ name: 'Sở <Tài chính>', type: 3, parentId: t.companyId });
    expectStatus(bad, 400);
    expect(failure(bad).errors).toEqual([{ field: 'name', message: 'The field value is not in the right format' }]);
    expect(failure(await save({ name: 'Tỉnh', code: 'a/b', type: 5, parentId: t.companyId })).errors?.[0]?.field).toBe('code');
    expect(failure(await save({ name: '  ', type: 3, parentId: t.companyId })).errors).toEqual([{ field: 'name', message: 'This field is required' }]);
    expectStatus(await save({ name: 'Tỉnh', type: 4, parentId: t.companyId }), 400);
    await saved({ name: 'Tỉnh A', code: 'TA', type: 5, parentId: t.companyId });
    const taken = await save({ name: 'Tỉnh B', code: 'ta', type: 5, parentId: t.companyId });
    expectStatus(taken, 409);
    expect(failure(taken).message).toBe('This code already exists');
    const top = await save({ name: 'Gốc', type: 3, parentId: null });
    expect(failure(top).errors).toEqual([{ field: 'parentId', message: 'Choose the parent company' }]);
  });

  it('refuses cycles and moving one’s own company; a system user may create a top company', async () => {
    const a = await saved({ name: 'Cấp 1', type: 2, parentId: t.companyId });
    const b = await saved({ name: 'Cấp 2', type: 2, parentId: a.id });
    const cycle = await save({ id: a.id, name: 'Cấp 1', type: 2, parentId: b.id });
    expect(failure(cycle).errors).toEqual([{ field: 'parentId', message: 'A company cannot be placed under itself or one of its sub-companies' }]);
    expectStatus(await save({ id: a.id, name: 'Cấp 1', type: 2, parentId: a.id }), 400);
    const own = await save({ id: t.companyId, name: 'Test company', type: 3, parentId: b.id });
    expectStatus(own, 403);
    expect((await saved({ id: t.companyId, name: 'Công ty thử', type: 3, parentId: null })).name).toBe('Công ty thử');
    expect((await saved({ name: 'Tập đoàn riêng', type: 3, parentId: null }, system)).parentId).toBeNull();
    const [log] = await logRows(t, 'company', t.companyId);
    expect(log).toMatchObject({ type: 'update', oldData: { name: 'Test company' }, newData: { name: 'Công ty thử' } });
    await saved({ id: t.companyId, name: 'Test company', type: 3, parentId: null });
  });
});

describe('company lists and scope', () => {
  let branch: number;
  let leaf: number;
  let foreign: number;
  let branchAdmin: Awaited<ReturnType<typeof signInAt>>;
  beforeAll(async () => {
    branch = await makeCompany(t, 'Ủy ban Tỉnh Đắk Lắk', t.companyId, 5);
    leaf = await makeCompany(t, 'Huyện Krông Pắc', branch, 5);
    await makeUser(t, 'branch-boss', branch, { role: 2 });
    await makeUser(t, 'leaf-person', leaf);
    foreign = (await otherCompanyUser(t, 'stranger')).companyId;
    branchAdmin = await signInAt(t, branch, 'branch-boss');
  });
  const asBranch = (url: string) => branchAdmin.request({ method: 'GET', url });

  it('search ignores case and accents, filters by type and pages', async () => {
    const found = body<CompanyList>(await get(api.companyList, admin, { search: 'dak lak' }));
    expect(found.data.map((c) => c.name)).toEqual(['Ủy ban Tỉnh Đắk Lắk']);
    expect(found.data[0]).toMatchObject({ childCount: 1, userCount: 1, type: 5 });
    const provinces = body<CompanyList>(await get(api.companyList, admin, { type: '5', pageSize: '1', page: '2' }));
    const all = await t.db.select().from(companies);
    const expectedProvinces = all.filter((c) => c.type === 5 && c.deletedAt === null && c.id !== foreign).length;
    expect(provinces.totalData).toBe(expectedProvinces);
    expect(provinces.data).toHaveLength(1);
    expect(body<CompanyItem[]>(await get(api.companyChildren(branch))).map((c) => c.id)).toEqual([leaf]);
  });

  it('an administrator sees their company and its descendants; other companies answer 404', async () => {
    const ids = body<CompanyItem[]>(await get(api.companyListAll)).map((c) => c.id);
    expect(ids).toContain(leaf);
    expect(ids).not.toContain(foreign);
    expectStatus(await get(api.company(foreign)), 404);
    expectStatus(await get(api.companyChildren(foreign)), 404);
    expectStatus(await t.request({ method: 'DELETE', url: api.company(foreign), cookie: admin }), 404);
    expectStatus(await save({ id: foreign, name: 'Chiếm', type: 3, parentId: t.companyId }), 404);
    expect(body<CompanyDetail>(await get(api.company(foreign), system)).id).toBe(foreign);
  });

  it('the administrator of a branch sees the branch and below, never above', async () => {
    const ids = body<CompanyItem[]>(await asBranch(api.companyListAll)).map((c) => c.id).sort((a, b) => a - b);
    expect(ids).toEqual([branch, leaf].sort((a, b) => a - b));
    expectStatus(await asBranch(api.company(t.companyId)), 404);
  });

  it('x-company-id of another company never reaches this company’s data', async () => {
    const res = await t.app.inject({ method: 'GET', url: api.companyListAll, headers: { 'x-company-id': String(foreign), cookie: admin } });
    expectStatus(res, 401);
    expect(res.body).not.toContain('Đắk Lắk');
  });
});

describe('company delete', () => {
  it('refuses while sub-companies, users or forms remain; then leaves nothing behind', async () => {
    const parent = await makeCompany(t, 'Xoá thử');
    const kid = await makeCompany(t, 'Con', parent);
    const del = (id: number) => t.request({ method: 'DELETE', url: api.company(id), cookie: admin, headers: en });
    const children = await del(parent);
    expectStatus(children, 409);
    expect(failure(children).message).toBe('This company still has sub-companies: move or delete them first');
    const worker = await makeUser(t, 'worker', kid);
    expect(failure(await del(kid)).message).toBe('This company still has users: move or delete them first');
    await t.db.update(users).set({ status: 2 }).where(eq(users.id, worker));
    expectStatus(await del(kid), 200);
    expectStatus(await del(parent), 200);
    expectStatus(await get(api.company(parent)), 404);
    const [gone] = await t.db.select().from(companies).where(eq(companies.id, parent));
    expect(gone!.deletedAt).not.toBeNull();
    expect((await logRows(t, 'company', parent)).map((r) => r.type)).toEqual(['delete']);
  });

  it('keeps a company that still holds forms, and refuses deleting one’s own company', async () => {
    const keeper = await makeCompany(t, 'Có biểu mẫu');
    await makeUser(t, 'author-x', keeper, { role: 2 });
    const author = await signInAt(t, keeper, 'author-x');
    await createForm({ ...t, request: ({ cookie: _cookie, ...o }) => author.request(o) }, author.cookie);
    await t.db.update(users).set({ status: 2 }).where(eq(users.username, 'author-x'));
    const res = await t.request({ method: 'DELETE', url: api.company(keeper), cookie: admin, headers: en });
    expectStatus(res, 409);
    expect(failure(res).message).toContain('still has forms');
    expectStatus(await t.request({ method: 'DELETE', url: api.company(t.companyId), cookie: system }), 409);
  });
});

describe('company functions', () => {
  let codes: Map<string, number>;
  let child: number;
  let grandchild: number;
  beforeAll(async () => {
    codes = new Map((await t.db.select().from(permissions)).map((p) => [p.code, p.id]));
    child = await makeCompany(t, 'Chi nhánh');
    grandchild = await makeCompany(t, 'Phân nhánh', child);
  });
  const id = (code: string) => codes.get(code)!;

  it('save-permission sets exactly the chosen functions, and they limit what users of that company hold', async () => {
    const res = await t.request({ method: 'POST', url: api.companySavePermission, cookie: admin, payload: { companyId: child, permissionIds: [id('FormCreate'), id('AccessMeet'), id('FormCreate')] } });
    expectStatus(res, 200);
    expect(body<{ permissionIds: number[] }>(res).permissionIds).toEqual([id('AccessMeet'), id('FormCreate')].sort((a, b) => a - b));
    expect(body<CompanyDetail>(await get(api.company(child))).permissionIds).toEqual([id('AccessMeet'), id('FormCreate')].sort((a, b) => a - b));
    const [log] = await logRows(t, 'company-functions', child);
    expect(log).toMatchObject({ oldData: { permissionIds: [] }, newData: { permissionIds: [id('AccessMeet'), id('FormCreate')].sort((a, b) => a - b) } });
    expectStatus(await t.request({ method: 'POST', url: api.companySavePermission, cookie: admin, payload: { companyId: child, permissionIds: [999999] } }), 400);
  });

  it('copy-functions gives the targets the source’s list; own company is off limits for its administrator', async () => {
    const res = await t.request({ method: 'POST', url: api.companyCopyFunctions, cookie: admin, payload: { fromCompanyId: child, toCompanyIds: [grandchild] } });
    expectStatus(res, 200);
    expect(body<CompanyDetail>(await get(api.company(grandchild))).permissionIds).toEqual([id('AccessMeet'), id('FormCreate')].sort((a, b) => a - b));
    expectStatus(await t.request({ method: 'POST', url: api.companySavePermission, cookie: admin, payload: { companyId: t.companyId, permissionIds: [] } }), 403);
    expectStatus(await t.request({ method: 'POST', url: api.companyCopyFunctions, cookie: admin, payload: { fromCompanyId: child, toCompanyIds: [t.companyId] } }), 403);
  });

  it('a limited company cannot hand out more than it may use', async () => {
    await makeUser(t, 'child-boss', child, { role: 2 });
    const childBoss = await signInAt(t, child, 'child-boss');
    const post = (permissionIds: number[]) => childBoss.request({ method: 'POST', url: api.companySavePermission, payload: { companyId: grandchild, permissionIds } });
    const lifted = await post([]);
    expectStatus(lifted, 403);
    expect(failure(lifted).message).toBe('A company can only be given functions your own company may use');
    expectStatus(await post([id('UserManage')]), 403);
    expectStatus(await post([id('AccessMeet')]), 200);
    const offered = body<{ id: number }[]>(await childBoss.request({ method: 'GET', url: api.companyFunctionCatalogue }));
    expect(offered.map((f) => f.id).sort((a, b) => a - b)).toEqual([id('AccessMeet'), id('FormCreate')].sort((a, b) => a - b));
    const everything = body<{ id: number }[]>(await get(api.companyFunctionCatalogue));
    expect(everything).toHaveLength(codes.size);
  });
});
