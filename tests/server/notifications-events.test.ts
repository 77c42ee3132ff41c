import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '#core/api';
import { api } from '#core/api';
import { notifications, permissions, users } from '#server/db/schema/index';
import { integrationActor } from './actors';
import { type TestApp, createForm, createTestApp, createUser, data, grantPermissionCode, otherCompanyUser, sampleDesign, signIn } from './helpers';

let t: TestApp;
let owner: string;
let ids: Record<'system' | 'owner' | 'admin' | 'holder' | 'grouped' | 'plain' | 'lockedAdmin' | 'service' | 'outsider', number>;

const PASSWORD = 'Event-Pass1';
const notesOf = (kind: string) => t.db.select().from(notifications).where(eq(notifications.kind, kind)).orderBy(notifications.userId);
/** The owner publishes (awaiting review, the owner is no reviewer) and the system user approves. */
async function publishedForm(design: ReturnType<typeof sampleDesign>) {
  const form = await createForm(t, owner, design);
  const approved = await t.request({ method: 'POST', url: api.formApprove(form.id), cookie: await signIn(t) });
  if (approved.statusCode !== 200) throw new Error(approved.body);
  return form;
}
const submit = (formId: number, responseId = randomUUID()) =>
  t.request({ method: 'POST', url: api.saveResponse, payload: { responseId, formId, answers: { q1: 'Lan' } } });

beforeAll(async () => {
  t = await createTestApp();
  const make = async (username: string, role?: number, status?: number) => (await createUser(t, { username, password: PASSWORD, role, status })).id;
  const [system] = await t.db.select().from(users).where(eq(users.username, 'admin'));
  const [code] = await t.db.select().from(permissions).where(eq(permissions.code, 'ErrorReportManage'));
  const grouped = await make('grouped');
  await t.db.update(users).set({ permissionGroupId: code!.groupId }).where(eq(users.id, grouped));
  ids = {
    system: system!.id, owner: await make('owner'), admin: await make('admin2', UserRole.Administrator),
    holder: await make('holder'), grouped, plain: await make('plain'),
    lockedAdmin: await make('locked-admin', UserRole.Administrator, 0),
    service: (await integrationActor(t, 'events', ['ErrorReportManage'])).userId,
    outsider: 0,
  };
  await grantPermissionCode(t, ids.holder, 'ErrorReportManage');
  await otherCompanyUser(t, 'other-admin');
  const [outsiderRow] = await t.db.select().from(users).where(eq(users.username, 'other-admin'));
  ids.outsider = outsiderRow!.id;
  await t.db.update(users).set({ role: UserRole.Administrator }).where(eq(users.id, ids.outsider));
  owner = await signIn(t, 'owner', PASSWORD);
});
afterAll(async () => { await t.close(); });

describe('a new error report', () => {
  it('tells each active administrator, system user and ErrorReportManage holder once, besides the owner\'s own notice', async () => {
    const form = await publishedForm(sampleDesign({ title: 'Phiếu A' }));
    const reportId = randomUUID();
    const payload = { reportId, formId: form.id, content: 'Câu 3 lỗi' };
    const first = await t.request({ method: 'POST', url: api.errorReportCreate, payload, cookie: await signIn(t, 'plain', PASSWORD) });
    expect(first.statusCode, first.body).toBe(200);
    const reportIdStored = data<{ id: number }>(first).id;
    expect((await t.request({ method: 'POST', url: api.errorReportCreate, payload })).statusCode).toBe(200);

    const told = await notesOf('errorReportNew');
    expect(told.map((n) => n.userId)).toEqual([ids.system, ids.admin, ids.holder, ids.grouped].sort((a, b) => a - b));
    for (const note of told) expect(note).toMatchObject({ companyId: t.companyId, readAt: null, data: { formId: form.id, title: 'Phiếu A', reportId: reportIdStored } });
    const ownerNotes = await t.db.select().from(notifications).where(eq(notifications.userId, ids.owner));
    expect(ownerNotes.map((n) => n.kind).sort()).toEqual(['formApproved', 'formErrorReport']);
  });

  it('leaves out the reporter when a report manager reports, and the owner when the owner manages reports', async () => {
    const byAdmin = await createForm(t, await signIn(t, 'admin2', PASSWORD), sampleDesign({ title: 'Phiếu B' }));
    await t.db.delete(notifications);
    const res = await t.request({ method: 'POST', url: api.errorReportCreate, payload: { reportId: randomUUID(), formId: byAdmin.id, content: 'x' }, cookie: await signIn(t, 'holder', PASSWORD) });
    expect(res.statusCode).toBe(200);
    expect((await notesOf('errorReportNew')).map((n) => n.userId)).toEqual([ids.system, ids.grouped].sort((a, b) => a - b));
    expect((await notesOf('formErrorReport')).map((n) => n.userId)).toEqual([ids.admin]);
  });
});

describe('the maximum number of answers', () => {
  it('tells the owner once when the last allowed answer is stored, not on refusals or replays', async () => {
    const form = await publishedForm({ ...sampleDesign({ title: 'Phiếu C' }), settings: { maxAnswers: 2 } });
    const first = randomUUID();
    expect((await submit(form.id, first)).statusCode).toBe(200);
    expect(await notesOf('formAnswersFull')).toEqual([]);
    const second = randomUUID();
    expect((await submit(form.id, second)).statusCode).toBe(200);
    expect((await submit(form.id, second)).statusCode).toBe(200);
    expect((await submit(form.id)).statusCode).toBe(403);
    const told = await notesOf('formAnswersFull');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ userId: ids.owner, data: { formId: form.id, title: 'Phiếu C', maxAnswers: 2 } });
  });

  it('tells once when a batch fills the form, and never for a form without a maximum', async () => {
    const full = await publishedForm({ ...sampleDesign({ title: 'Phiếu D' }), settings: { maxAnswers: 3 } });
    const open = await publishedForm(sampleDesign({ title: 'Phiếu E' }));
    const answer = (formId: number) => ({ responseId: randomUUID(), formId, answers: { q1: 'Lan' } });
    const batch = await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: [answer(full.id), answer(full.id), answer(full.id), answer(full.id), answer(open.id)] } });
    expect(batch.statusCode).toBe(200);
    const results = data<{ results: { status: string }[] }>(batch).results.map((r) => r.status);
    expect(results).toEqual(['saved', 'saved', 'saved', 'rejected', 'saved']);
    const told = await t.db.select().from(notifications).where(and(eq(notifications.kind, 'formAnswersFull'), inArray(notifications.userId, [ids.owner])));
    const formsTold = told.map((n) => (n.data as { formId: number }).formId);
    expect(formsTold.filter((id) => id === full.id)).toHaveLength(1);
    expect(formsTold).not.toContain(open.id);
  });
});

describe('a form entering review', () => {
  it('tells each reviewer of the company once (administrators, system users, FormReview holders), not the others', async () => {
    const reviewerId = (await createUser(t, { username: 'form-reviewer', password: PASSWORD })).id;
    await grantPermissionCode(t, reviewerId, 'FormReview');
    const form = await createForm(t, owner, sampleDesign({ title: 'Phiếu G' }));
    const told = (await notesOf('formAwaitingReview')).filter((n) => (n.data as { formId: number }).formId === form.id);
    expect(told.map((n) => n.userId)).toEqual([ids.system, ids.admin, reviewerId].sort((a, b) => a - b));
    expect(told[0]).toMatchObject({ data: { formId: form.id, title: 'Phiếu G' } });
    // publishing again while it waits adds nothing
    expect((await t.request({ method: 'POST', url: api.formPublish(form.id), cookie: owner })).statusCode).toBe(200);
    expect((await notesOf('formAwaitingReview')).filter((n) => (n.data as { formId: number }).formId === form.id)).toHaveLength(3);
  });
});

describe('review decisions', () => {
  it('tell the owner exactly once: a second approval is refused and adds nothing', async () => {
    const form = await createForm(t, owner, sampleDesign({ title: 'Phiếu F' }), false);
    expect((await t.request({ method: 'POST', url: api.formPublish(form.id), cookie: owner })).statusCode).toBe(200);
    const admin = await signIn(t);
    expect((await t.request({ method: 'POST', url: api.formApprove(form.id), cookie: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: api.formApprove(form.id), cookie: admin })).statusCode).toBe(409);
    const told = (await notesOf('formApproved')).filter((n) => (n.data as { formId: number }).formId === form.id);
    expect(told.map((n) => n.userId)).toEqual([ids.owner]);
  });
});
