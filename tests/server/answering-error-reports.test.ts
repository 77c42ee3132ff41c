import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { errorReports, notifications } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, createUser, data, otherCompanyUser, sampleDesign, signIn } from './helpers';

let t: TestApp;
let form: CreatedForm;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp({ errorReportsPerHour: 4 });
  ownerId = (await createUser(t, { username: 'reportowner', password: 'Owner-Pass1' })).id;
  form = await createForm(t, await signIn(t, 'reportowner', 'Owner-Pass1'), sampleDesign());
});
afterAll(async () => { await t.close(); });

const report = (payload: object, ip = '10.1.0.1', cookie?: string) =>
  t.request({ method: 'POST', url: api.errorReportCreate, payload, remoteAddress: ip, headers: { 'accept-language': 'en' }, ...(cookie ? { cookie } : {}) });

describe('create-error-report', () => {
  it('stores an anonymous report once per reportId and tells the form owner', async () => {
    const reportId = randomUUID();
    const body = { reportId, formId: form.id, content: 'Câu 2 không chọn được', contact: 'lan@example.vn' };
    const first = await report(body);
    expect(first.statusCode).toBe(200);
    const { id } = data<{ id: number; duplicate: boolean }>(first);
    expect(data(first)).toEqual({ id, duplicate: false });
    expect(data(await report(body))).toEqual({ id, duplicate: true });
    const stored = await t.db.select().from(errorReports).where(eq(errorReports.clientId, reportId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ formId: form.id, content: 'Câu 2 không chọn được', contact: 'lan@example.vn', reporterId: null, status: 0 });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, ownerId));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'formErrorReport', data: { formId: form.id, reportId: id } });
  });

  it('keeps the signed-in reporter', async () => {
    const reporter = await createUser(t, { username: 'reporter', password: 'Reporter-Pass1' });
    const res = await report({ reportId: randomUUID(), formId: form.id, content: 'Lỗi hiển thị' }, '10.1.0.2', await signIn(t, 'reporter', 'Reporter-Pass1'));
    const [row] = await t.db.select().from(errorReports).where(eq(errorReports.id, data<{ id: number }>(res).id));
    expect(row?.reporterId).toBe(reporter.id);
  });

  it('refuses empty content with the error report message on the content field', async () => {
    const res = await report({ reportId: randomUUID(), formId: form.id, content: '   ' }, '10.1.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'content', message: 'Enter the error report content' }] });
  });

  it('answers 404 for an unknown form or a form of another company', async () => {
    expect((await report({ reportId: randomUUID(), formId: 999999, content: 'x' }, '10.1.0.4')).statusCode).toBe(404);
    const outsider = await otherCompanyUser(t, 'reportoutsider');
    const theirs = await t.app.inject({
      method: 'POST', url: api.errorReportCreate, headers: outsider.headers, remoteAddress: '10.1.0.4',
      payload: { reportId: randomUUID(), formId: form.id, content: 'x' },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('limits reports per client address, but a replay of a stored report still gets its acknowledgement', async () => {
    const first = { reportId: randomUUID(), formId: form.id, content: 'Một' };
    expect((await report(first, '10.1.0.9')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await report({ reportId: randomUUID(), formId: form.id, content: `Lần ${i}` }, '10.1.0.9')).statusCode).toBe(200);
    const over = await report({ reportId: randomUUID(), formId: form.id, content: 'Quá nhiều' }, '10.1.0.9');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(data(await report(first, '10.1.0.9'))).toMatchObject({ duplicate: true });
  });
});
