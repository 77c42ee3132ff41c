import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormDetail, FormFullDetail } from '#core/forms';
import { errorReports, forms, users } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createTestApp, data, grantPermissionCode, sampleDesign, signIn, createUser } from './helpers';
import { type People, castPeople, message, sharedForm } from './forms-people';

type Who = 'owner' | 'editor' | 'viewer' | 'stranger' | 'outsider' | 'admin';
let t: TestApp;
let p: People;
let form: CreatedForm;

const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const en = { 'accept-language': 'en' };
  if (who === 'outsider') return t.request({ method, url, cookie: p.outsider.cookie, headers: { ...p.outsider.headers, ...en }, ...(payload ? { payload } : {}) });
  return t.request({ method, url, cookie: p[who], headers: en, ...(payload ? { payload } : {}) });
};
const current = async () => (await t.db.select().from(forms).where(eq(forms.id, form.id)))[0]!;
const expectNotOwner = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode).toBe(403);
  expect(message(res)).toMatchObject({ code: 'FORBIDDEN', message: 'You do not own this form' });
};

beforeAll(async () => {
  t = await createTestApp();
  p = await castPeople(t);
  form = await sharedForm(t, p);
  await t.db.insert(errorReports).values({ companyId: t.companyId, formId: form.id, content: 'Question 2 has a typo' });
});
afterAll(async () => { await t.close(); });

describe('reading', () => {
  it('tells owner, editor and viewer their access; refuses the stranger (403) and hides it from another company (404)', async () => {
    for (const [who, access] of [['owner', 'owner'], ['editor', 'editor'], ['viewer', 'viewer'], ['admin', 'owner']] as const) {
      const res = await call(who, 'GET', api.form(form.id));
      expect(res.statusCode).toBe(200);
      expect(data<FormDetail>(res)).toMatchObject({ id: form.id, access, ownerName: 'owner', design: { title: 'Citizen survey' } });
    }
    expectNotOwner(await call('stranger', 'GET', api.form(form.id)));
    expect((await call('outsider', 'GET', api.form(form.id))).statusCode).toBe(404);
  });

  it('gives the full detail with the share list to everyone who may read it', async () => {
    const res = await call('viewer', 'GET', api.formDetail(form.id));
    expect(res.statusCode).toBe(200);
    const detail = data<FormFullDetail>(res);
    expect(detail.sharedWith.map((s) => [s.username, s.permission])).toEqual([['editor', 1], ['viewer', 2]]);
    expect(detail.reviews).toEqual([]);
    expectNotOwner(await call('stranger', 'GET', api.formDetail(form.id)));
    expect((await call('outsider', 'GET', api.formDetail(form.id))).statusCode).toBe(404);
  });

  it('shows history and error reports to owner, editor and viewer only', async () => {
    for (const who of ['owner', 'editor', 'viewer'] as const) {
      expect((await call(who, 'GET', api.formHistories(form.id))).statusCode).toBe(200);
      const reports = await call(who, 'GET', api.formErrorReports(form.id));
      expect(data<{ content: string; status: number }[]>(reports)).toMatchObject([{ content: 'Question 2 has a typo', status: 0 }]);
    }
    expectNotOwner(await call('stranger', 'GET', api.formHistories(form.id)));
    expectNotOwner(await call('stranger', 'GET', api.formErrorReports(form.id)));
    expect((await call('outsider', 'GET', api.formErrorReports(form.id))).statusCode).toBe(404);
  });

  it('lets holders of FormManage and the manager of the owner read as viewers, not edit', async () => {
    const manager = await createUser(t, { username: 'boss', password: 'Pass-word1' });
    await t.db.update(users).set({ managerId: manager.id }).where(eq(users.id, p.ids.owner));
    const boss = await signIn(t, 'boss', 'Pass-word1');
    expect(data<FormDetail>(await t.request({ method: 'GET', url: api.form(form.id), cookie: boss })).access).toBe('viewer');
    const auditor = await createUser(t, { username: 'auditor', password: 'Pass-word1' });
    await grantPermissionCode(t, auditor.id, 'FormManage');
    const audit = await signIn(t, 'auditor', 'Pass-word1');
    expect(data<FormDetail>(await t.request({ method: 'GET', url: api.form(form.id), cookie: audit })).access).toBe('viewer');
    const { version } = await current();
    const save = await t.request({ method: 'POST', url: api.formUpdate, cookie: audit, payload: { id: form.id, baseVersion: version, design: sampleDesign() } });
    expect(save.statusCode).toBe(403);
  });
});

describe('saving', () => {
  it('lets the owner and the editor save, refuses viewer, stranger and outsider without writing', async () => {
    for (const who of ['owner', 'editor'] as const) {
      const { version } = await current();
      const res = await call(who, 'POST', api.formUpdate, { id: form.id, baseVersion: version, design: sampleDesign({ title: `Saved by ${who}` }) });
      expect(res.statusCode).toBe(200);
      expect(data<FormDetail>(res)).toMatchObject({ title: `Saved by ${who}`, version: version + 1, access: who });
    }
    const before = await current();
    for (const who of ['viewer', 'stranger'] as const) {
      expectNotOwner(await call(who, 'POST', api.formUpdate, { id: form.id, baseVersion: before.version, design: sampleDesign({ title: 'Hijack' }) }));
    }
    expect((await call('outsider', 'POST', api.formUpdate, { id: form.id, baseVersion: before.version, design: sampleDesign({ title: 'Hijack' }) })).statusCode).toBe(404);
    expect(await current()).toMatchObject({ version: before.version, title: before.title });
  });

  it('refuses an editor who changes the status through publish, but accepts a publish flag that changes nothing', async () => {
    const before = await current();
    expectNotOwner(await call('editor', 'POST', api.formUpdate, { id: form.id, baseVersion: before.version, design: sampleDesign({ title: 'Go live' }), publish: true }));
    expect(await current()).toMatchObject({ version: before.version, status: 0 });
    const same = await call('editor', 'POST', api.formUpdate, { id: form.id, baseVersion: before.version, design: sampleDesign({ title: 'Still off' }), publish: false });
    expect(same.statusCode).toBe(200);
    expect(await current()).toMatchObject({ version: before.version + 1, status: 0, title: 'Still off' });
  });

  it('lets owner and editor restore a version, not the viewer or stranger', async () => {
    for (const who of ['viewer', 'stranger'] as const) {
      const { version } = await current();
      expectNotOwner(await call(who, 'POST', api.formRestore(form.id, 1), { baseVersion: version }));
    }
    const { version } = await current();
    expect((await call('editor', 'POST', api.formRestore(form.id, 1), { baseVersion: version })).statusCode).toBe(200);
  });

  it('lets anyone who may read clone the form into a form of their own', async () => {
    const res = await call('viewer', 'POST', api.formClone(form.id));
    expect(res.statusCode).toBe(200);
    expect(data<FormDetail>(res)).toMatchObject({ ownerId: p.ids.viewer, access: 'owner', status: 0 });
    expectNotOwner(await call('stranger', 'POST', api.formClone(form.id)));
    expect((await call('outsider', 'POST', api.formClone(form.id))).statusCode).toBe(404);
  });
});

describe('status calls', () => {
  it('leaves publish, disable and delete to the owner', async () => {
    for (const who of ['editor', 'viewer', 'stranger'] as const) {
      expectNotOwner(await call(who, 'POST', api.formPublish(form.id)));
      expectNotOwner(await call(who, 'POST', api.formDisable(form.id)));
      expectNotOwner(await call(who, 'DELETE', api.form(form.id)));
    }
    expect((await call('outsider', 'DELETE', api.form(form.id))).statusCode).toBe(404);
    expect((await current()).status).toBe(0);
    expect((await call('owner', 'POST', api.formDisable(form.id))).statusCode).toBe(200);
  });

  it('leaves approve and reject to reviewers', async () => {
    for (const who of ['owner', 'editor', 'viewer', 'stranger'] as const) {
      const approve = await call(who, 'POST', api.formApprove(form.id));
      expect(approve.statusCode).toBe(403);
      expect(message(approve).message).toBe('Only reviewers can approve or reject forms');
      expect((await call(who, 'POST', api.formReject(form.id), { reason: 'No' })).statusCode).toBe(403);
    }
  });

  it('answers 401 without a session and 400 for a malformed id, never 500', async () => {
    expect((await t.request({ method: 'GET', url: api.form(form.id) })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: api.formClone(form.id) })).statusCode).toBe(401);
    expect((await call('owner', 'GET', '/api/v1/form/abc')).statusCode).toBe(400);
    expect((await call('owner', 'POST', api.formRestore(form.id, 0), { baseVersion: 1 })).statusCode).toBe(400);
    expect((await call('owner', 'POST', api.formReject(form.id), { reason: '   ' })).statusCode).toBe(400);
  });
});
