import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { FormStatus } from '#core/forms';
import { isShortUrl } from '#core/short-url';
import { actionLogs, formVersions, forms } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, createUser, data, sampleDesign, signIn } from '../helpers';

let t: TestApp;
let admin: string;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  await createUser(t, { username: 'alice', password: 'Alice-Pass1' });
  await createUser(t, { username: 'bob', password: 'Bob-Pass11' });
  alice = await signIn(t, 'alice', 'Alice-Pass1');
  bob = await signIn(t, 'bob', 'Bob-Pass11');
});
afterAll(async () => { await t.close(); });

type Detail = CreatedForm & { ownerId: number; design: { title: string }; responseCount: number };

describe('create and update', () => {
  it('creates a disabled form, version 1, with a unique 6-character short URL and a history row', async () => {
    const res = await t.request({ method: 'POST', url: api.formCreate, cookie: alice, payload: { design: sampleDesign() } });
    expect(res.statusCode).toBe(200);
    const form = data<Detail>(res);
    expect(form).toMatchObject({ status: FormStatus.Disable, version: 1, responseCount: 0, design: { title: 'Citizen survey' } });
    expect(isShortUrl(form.shortUrl)).toBe(true);
    expect(await t.db.select().from(formVersions).where(eq(formVersions.formId, form.id))).toHaveLength(1);
    const logs = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'form'), eq(actionLogs.entityId, String(form.id))));
    expect(logs.map((l) => l.type)).toEqual(['create']);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'POST', url: api.formCreate, payload: { design: sampleDesign() } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a bad design with field errors, and writes nothing', async () => {
    const before = await t.db.select().from(forms);
    const design = sampleDesign({ phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'radio', title: 'Pick', options: [] }, { id: 'q2', kind: 'number', title: 'N', min: 5, max: 1 }] }], logic: [] });
    const res = await t.request({ method: 'POST', url: api.formCreate, cookie: alice, payload: { design } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: { field: string }[] }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors.map((e) => e.field).sort()).toEqual(['design.elements.q1.options', 'design.elements.q2.min']);
    const empty = await t.request({ method: 'POST', url: api.formCreate, cookie: alice, payload: { design: { ...sampleDesign(), title: '  ' } } });
    expect(empty.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'design.title' }] });
    expect(await t.db.select().from(forms)).toHaveLength(before.length);
  });

  it('updates with the current baseVersion and refuses a stale one with 409, overwriting nothing', async () => {
    const form = await createForm(t, alice, sampleDesign(), false);
    const v2 = await t.request({ method: 'POST', url: api.formUpdate, cookie: alice, payload: { id: form.id, baseVersion: 1, design: sampleDesign({ title: 'Second' }) } });
    expect(v2.statusCode).toBe(200);
    expect(data<Detail>(v2)).toMatchObject({ version: 2, title: 'Second' });
    const stale = await t.request({ method: 'POST', url: api.formUpdate, cookie: alice, payload: { id: form.id, baseVersion: 1, design: sampleDesign({ title: 'Lost' }) } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, code: 'VERSION_CONFLICT' });
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row).toMatchObject({ version: 2, title: 'Second' });
    const history = await t.db.select().from(formVersions).where(eq(formVersions.formId, form.id));
    expect(history.map((h) => h.version).sort()).toEqual([1, 2]);
  });
});

describe('reading', () => {
  it('lets the owner and the administrator read a form, and nobody else', async () => {
    const form = await createForm(t, alice, sampleDesign(), false);
    expect((await t.request({ method: 'GET', url: api.form(form.id), cookie: alice })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: api.form(form.id), cookie: admin })).statusCode).toBe(200);
    const other = await t.request({ method: 'GET', url: api.form(form.id), cookie: bob, headers: { 'accept-language': 'en' } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ success: false, message: 'You do not own this form' });
    expect((await t.request({ method: 'POST', url: api.formPublish(form.id), cookie: bob })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: api.form(999999), cookie: alice })).statusCode).toBe(404);
  });

  it('lists my forms, paged, with response counts', async () => {
    await createUser(t, { username: 'erin', password: 'Erin-Pass11' });
    const erin = await signIn(t, 'erin', 'Erin-Pass11');
    for (let i = 0; i < 3; i++) await createForm(t, erin, sampleDesign({ title: `Erin ${i}` }), false);
    const res = await t.request({ method: 'GET', url: `${api.formList}?page=1&pageSize=2`, cookie: erin });
    expect(res.statusCode).toBe(200);
    const list = data<{ data: Detail[]; totalData: number; page: number; pageSize: number }>(res);
    expect(list).toMatchObject({ totalData: 3, page: 1, pageSize: 2 });
    expect(list.data).toHaveLength(2);
    expect(list.data[0]).toMatchObject({ responseCount: 0, ownerName: 'erin', access: 'owner' });
    expect(list.data[0]).not.toHaveProperty('design');
  });
});

describe('status and short URL', () => {
  it('publishes, disables, awaits review and deletes, as the short link shows', async () => {
    const form = await createForm(t, alice, sampleDesign(), false);
    const link = () => t.request({ method: 'GET', url: api.formByShortUrl(form.shortUrl) });
    expect((await link()).json()).toMatchObject({ code: 'FORM_DISABLED' });

    // alice is no reviewer and review is required by default: publishing waits for review
    expect(data<Detail>(await t.request({ method: 'POST', url: api.formPublish(form.id), cookie: alice })).status).toBe(3);
    expect((await link()).json()).toMatchObject({ code: 'FORM_AWAITING_REVIEW' });
    expect(data<Detail>(await t.request({ method: 'POST', url: api.formApprove(form.id), cookie: admin })).status).toBe(1);
    const published = await link();
    expect(published.statusCode).toBe(200);
    expect(data<{ id: number; version: number; design: unknown }>(published)).toMatchObject({ id: form.id, shortUrl: form.shortUrl, design: { title: 'Citizen survey' } });

    expect(data<Detail>(await t.request({ method: 'POST', url: api.formDisable(form.id), cookie: alice })).status).toBe(0);
    const disabled = await t.request({ method: 'GET', url: api.formByShortUrl(form.shortUrl), headers: { 'accept-language': 'en' } });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toEqual({ success: false, code: 'FORM_DISABLED', message: 'Form has been disabled' });

    // a form awaiting review that was never approved (one with an approved version shows that: review-of-changes.test.ts)
    await t.db.update(forms).set({ status: FormStatus.AwaitingReview, publishedVersion: null }).where(eq(forms.id, form.id));
    const review = await link();
    expect(review.statusCode).toBe(403);
    expect(review.json()).toMatchObject({ code: 'FORM_AWAITING_REVIEW' });

    expect((await t.request({ method: 'DELETE', url: api.form(form.id), cookie: alice })).statusCode).toBe(200);
    expect((await link()).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: api.formByShortUrl('zzzzzz') })).statusCode).toBe(404);

    const types = (await t.db.select().from(actionLogs).where(eq(actionLogs.entityId, String(form.id)))).map((l) => l.type);
    expect(types).toEqual(expect.arrayContaining(['create', 'publish', 'disable', 'delete']));
    expect(types.filter((type) => type === 'publish')).toHaveLength(2);
    const del = (await t.db.select().from(actionLogs).where(and(eq(actionLogs.entityId, String(form.id)), eq(actionLogs.type, 'delete'))))[0];
    expect(del).toMatchObject({ oldData: { status: 3 }, newData: { status: 2 }, userName: 'alice' });
  });
});
