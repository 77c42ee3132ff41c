import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormDesignInput } from '#core/forms';
import { companies, departments, forms } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createTestApp, data, sampleDesign, signIn } from './helpers';

/** Issue 13 defect 11: settings.organisationId names a live department of the acting company, on every write path. */
let t: TestApp;
let admin: string;
let own: number;
let removed: number;
let foreign: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  const [other] = await t.db.insert(companies).values({ name: 'Another company' }).returning();
  const rows = await t.db.insert(departments).values([
    { companyId: t.companyId, name: 'Phòng Tổng hợp' },
    { companyId: t.companyId, name: 'Phòng đã giải thể', deletedAt: new Date() },
    { companyId: other!.id, name: 'Phòng của đơn vị khác' },
  ]).returning();
  [own, removed, foreign] = rows.map((r) => r.id) as [number, number, number];
});
afterAll(async () => t.close());

const design = (organisationId: number | null, formType: 'individual' | 'organisation' = 'organisation'): FormDesignInput =>
  sampleDesign({ settings: { formType, organisationId } });

const refusal = {
  success: false, code: 'VALIDATION',
  errors: [{ field: 'design.settings.organisationId', message: 'Choose a department of your company' }],
};
const formCount = async () => (await t.db.select({ n: count() }).from(forms))[0]?.n ?? 0;
const create = (payload: FormDesignInput) =>
  t.request({ method: 'POST', url: api.formCreate, cookie: admin, headers: { 'accept-language': 'en' }, payload: { design: payload } });

describe('creating a form', () => {
  it('refuses another company\'s department, an unknown id and a deleted department, writing nothing', async () => {
    const before = await formCount();
    for (const organisationId of [foreign, 999999, removed]) {
      const res = await create(design(organisationId));
      expect(res.statusCode, `department ${organisationId}`).toBe(400);
      expect(res.json()).toEqual({ ...refusal, message: expect.any(String) as unknown });
    }
    const individual = await create(design(foreign, 'individual'));
    expect(individual.statusCode).toBe(400);
    expect(await formCount()).toBe(before);
  });

  it('answers in Vietnamese too', async () => {
    const res = await t.request({ method: 'POST', url: api.formCreate, cookie: admin, headers: { 'accept-language': 'vi' }, payload: { design: design(foreign) } });
    expect(res.json()).toMatchObject({ errors: [{ field: 'design.settings.organisationId', message: 'Hãy chọn một phòng ban của đơn vị bạn' }] });
  });

  it('takes a department of the company and keeps it beside the design', async () => {
    const res = await create(design(own));
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(forms).where(eq(forms.id, data<CreatedForm>(res).id));
    expect(row?.organisationId).toBe(own);
    expect(row?.type).toBe(2);
  });
});

describe('saving, restoring and cloning', () => {
  it('refuses the same on update, leaving the version as it was', async () => {
    const form = data<CreatedForm>(await create(design(own)));
    const res = await t.request({ method: 'POST', url: api.formUpdate, cookie: admin, headers: { 'accept-language': 'en' }, payload: { id: form.id, baseVersion: 1, design: design(foreign) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusal);
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row?.version).toBe(1);
  });

  it('refuses to restore or clone a version whose department has been deleted since', async () => {
    const [dissolved] = await t.db.insert(departments).values({ companyId: t.companyId, name: 'Phòng sắp giải thể' }).returning();
    const form = data<CreatedForm>(await create(design(dissolved!.id)));
    const edited = await t.request({ method: 'POST', url: api.formUpdate, cookie: admin, payload: { id: form.id, baseVersion: 1, design: design(null, 'individual') } });
    expect(edited.statusCode).toBe(200);
    const untouched = data<CreatedForm>(await create(design(dissolved!.id)));
    await t.db.update(departments).set({ deletedAt: new Date() }).where(eq(departments.id, dissolved!.id));
    const restored = await t.request({ method: 'POST', url: api.formRestore(form.id, 1), cookie: admin, headers: { 'accept-language': 'en' }, payload: { baseVersion: 2 } });
    expect(restored.statusCode).toBe(400);
    expect(restored.json()).toMatchObject(refusal);
    const clone = (id: number) => t.request({ method: 'POST', url: `/api/v1/form/${id}/clone`, cookie: admin, headers: { 'accept-language': 'en' } });
    expect((await clone(form.id)).statusCode).toBe(200);
    const refusedClone = await clone(untouched.id);
    expect(refusedClone.statusCode).toBe(400);
    expect(refusedClone.json()).toMatchObject(refusal);
  });
});
