import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Category, CategoryItem, CategoryList } from '#core/api';
import { api } from '#core/api';
import { UserRole } from '#core/api';
import { actionLogs, users } from '#server/db/schema/index';
import { type ActorName, type Cast, actorNames, castActors } from '../actors';
import { type TestApp, createTestApp, data, grantPermissionCode, otherCompanyUser, signIn } from '../helpers';

let t: TestApp;
let admin: string;
let cast: Cast;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  cast = await castActors(t, 'cat-');
});
afterAll(async () => { await t.close(); });

const call = (method: NonNullable<InjectOptions['method']>, url: string, payload?: object) => t.request({ method, url, cookie: admin, headers: en, ...(payload ? { payload } : {}) });
const saveCategory = async (code: string, name: string, id?: number) => data<Category>(await call('POST', api.categorySave, { id, code, name }));
const saveItem = async (body: object) => {
  const res = await call('POST', api.categoryItemSave, body);
  expect(res.statusCode, res.body).toBe(200);
  return data<CategoryItem>(res);
};
const lastLog = async (entity: string) => (await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, entity), eq(actionLogs.companyId, t.companyId))).orderBy(desc(actionLogs.id)).limit(1))[0];

describe('categories', () => {
  it('creates, lists with search and item counts, updates and refuses a taken code', async () => {
    const units = await saveCategory('DV', 'Đơn vị hành chính');
    await saveCategory('LV', 'Lĩnh vực');
    const found = data<CategoryList>(await call('GET', `${api.categoryList}?search=don vi`));
    expect(found.data.map((c) => c.code)).toEqual(['DV']);
    const clash = await call('POST', api.categorySave, { code: 'LV', name: 'Other' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'code', message: 'This code already exists' }]);
    expect((await saveCategory('DV', 'Đơn vị', units.id)).name).toBe('Đơn vị');
    expect(await lastLog('category')).toMatchObject({ type: 'update', oldData: { name: 'Đơn vị hành chính' }, newData: { name: 'Đơn vị' } });
    const bad = await call('POST', api.categorySave, { code: 'A/B', name: 'x' });
    expect(bad.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'code', message: 'The field value is not in the right format' }]);
  });

  it('items take their parent level + 1, list by level, and a removal takes the branch with it', async () => {
    const cat = await saveCategory('TREE', 'Cây');
    const root = await saveItem({ categoryId: cat.id, code: 'R', name: 'Gốc', order: 1 });
    const child = await saveItem({ categoryId: cat.id, parentId: root.id, code: 'C', name: 'Con', order: 1 });
    const grandchild = await saveItem({ categoryId: cat.id, parentId: child.id, code: 'G', name: 'Cháu', order: 1 });
    const other = await saveItem({ categoryId: cat.id, code: 'R2', name: 'Gốc 2', order: 0 });
    expect([root.level, child.level, grandchild.level]).toEqual([1, 2, 3]);
    const list = data<CategoryItem[]>(await call('GET', api.categoryItems(cat.id)));
    expect(list.map((i) => i.code)).toEqual(['R2', 'R', 'C', 'G']);
    expect(data<Category>(await call('GET', api.category(cat.id))).itemCount).toBe(4);

    const taken = await call('POST', api.categoryItemSave, { categoryId: cat.id, code: 'C', name: 'Again' });
    expect(taken.statusCode).toBe(409);
    const moved = await call('POST', api.categoryItemSave, { id: grandchild.id, categoryId: cat.id, parentId: root.id, code: 'G', name: 'x' });
    expect(moved.statusCode).toBe(400);

    const removed = await call('DELETE', api.categoryItem(child.id));
    expect(data<{ ids: number[] }>(removed).ids.sort()).toEqual([child.id, grandchild.id].sort());
    expect(data<CategoryItem[]>(await call('GET', api.categoryItems(cat.id))).map((i) => i.id)).toEqual([other.id, root.id]);
    expect(await lastLog('category-item')).toMatchObject({ type: 'delete', entityId: String(child.id), oldData: [{ code: 'C' }, { code: 'G' }] });

    expect((await call('DELETE', api.category(cat.id))).statusCode).toBe(200);
    expect((await call('GET', api.categoryItems(cat.id))).statusCode).toBe(404);
  });

  it('a parent from another category is refused', async () => {
    const a = await saveCategory('PA', 'A');
    const b = await saveCategory('PB', 'B');
    const inA = await saveItem({ categoryId: a.id, code: 'X', name: 'X' });
    const res = await call('POST', api.categoryItemSave, { categoryId: b.id, parentId: inA.id, code: 'Y', name: 'Y' });
    expect(res.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'parentId', message: 'The parent item must belong to the same category' }]);
  });

  it("another company's administrator gets 404 on our categories and items", async () => {
    const ours = await saveCategory('OURS', 'Ours');
    const item = await saveItem({ categoryId: ours.id, code: 'I', name: 'I' });
    const other = await otherCompanyUser(t, 'cat-other-admin');
    await t.db.update(users).set({ role: UserRole.Administrator }).where(eq(users.username, 'cat-other-admin'));
    const asOther = (method: NonNullable<InjectOptions['method']>, url: string, payload?: object) => t.app.inject({ method, url, headers: { ...other.headers, cookie: other.cookie }, ...(payload ? { payload } : {}) });
    expect((await asOther('GET', api.category(ours.id))).statusCode).toBe(404);
    expect((await asOther('GET', api.categoryItems(ours.id))).statusCode).toBe(404);
    expect((await asOther('DELETE', api.categoryItem(item.id))).statusCode).toBe(404);
    expect((await asOther('POST', api.categoryItemSave, { categoryId: ours.id, code: 'Z', name: 'Z' })).statusCode).toBe(404);
    expect(data<CategoryList>(await asOther('GET', api.categoryList)).totalData).toBe(0);
  });
});

describe('category access matrix', () => {
  let n = 0;
  const allowed: readonly ActorName[] = ['system', 'administrator'];
  const want = (name: ActorName) => (allowed.includes(name) ? 200 : name === 'anonymous' ? 401 : 403);
  const check = (name: ActorName, status: number, body: string) => {
    expect(status, `${name}: ${body}`).toBe(want(name));
  };

  it('every call: administrators and system users; then a CategoryManage holder', async () => {
    const cat = await saveCategory('MATRIX', 'Matrix');
    const calls = async (): Promise<InjectOptions[]> => {
      const item = await saveItem({ categoryId: cat.id, code: `m${++n}`, name: 'm' });
      const spare = await saveCategory(`S${++n}`, 'spare');
      return [
        { method: 'GET', url: api.categoryList }, { method: 'GET', url: api.category(cat.id) },
        { method: 'POST', url: api.categorySave, payload: { code: `N${++n}`, name: 'n' } }, { method: 'DELETE', url: api.category(spare.id) },
        { method: 'GET', url: api.categoryItems(cat.id) }, { method: 'POST', url: api.categoryItemSave, payload: { categoryId: cat.id, code: `i${++n}`, name: 'i' } },
        { method: 'DELETE', url: api.categoryItem(item.id) },
      ];
    };
    for (const name of actorNames) {
      for (const options of await calls()) {
        const res = await cast.actors[name].request(options);
        check(name, res.statusCode, `${String(options.method)} ${JSON.stringify(options.url)} ${res.body}`);
      }
    }
    await grantPermissionCode(t, cast.actors.plain.userId!, 'CategoryManage');
    for (const options of await calls()) expect((await cast.actors.plain.request(options)).statusCode).toBe(200);
  });
});
