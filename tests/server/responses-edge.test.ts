import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { companies, forms, responses } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, sampleDesign, signIn } from './helpers';

let t: TestApp;
let form: CreatedForm;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t);
  form = await createForm(t, cookie);
});
afterAll(async () => { await t.close(); });

const submit = (payload: object) => t.request({ method: 'POST', url: api.saveResponse, payload });
const rows = async (id: string) => (await t.db.select({ n: count() }).from(responses).where(eq(responses.id, id)))[0]!.n;

describe('answers that reach the server twice or oddly', () => {
  it('acknowledges a stored answer replayed after its form was disabled, instead of refusing it', async () => {
    const responseId = randomUUID();
    const item = { responseId, formId: form.id, answers: { q1: 'Kept' } };
    expect((await submit(item)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: api.formDisable(form.id), cookie })).statusCode).toBe(200);
    const replay = await submit(item);
    expect(replay.statusCode).toBe(200);
    expect(data(replay)).toMatchObject({ responseId, duplicate: true });
    const batch = await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: [item] } });
    expect(data<{ results: unknown[] }>(batch).results).toMatchObject([{ status: 'saved', responseId, duplicate: true }]);
    // other content under a stored id is the conflict, whatever else refuses it
    const other = await submit({ ...item, answers: { q1: 'Changed' } });
    expect(other.json()).toMatchObject({ code: 'RESPONSE_CONFLICT' });
    expect((await submit({ ...item, responseId: randomUUID() })).json()).toMatchObject({ code: 'FORM_DISABLED' });
    expect(await rows(responseId)).toBe(1);
    expect((await t.request({ method: 'POST', url: api.formPublish(form.id), cookie })).statusCode).toBe(200);
  });

  it('refuses text PostgreSQL cannot store with 400 per item, and saves the rest of the batch', async () => {
    const good = randomUUID();
    const nul = randomUUID();
    const surrogate = randomUUID();
    const res = await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: [
      { responseId: good, formId: form.id, answers: { q1: 'Bình thường' } },
      { responseId: nul, formId: form.id, answers: { q1: 'a\u0000b' } },
      { responseId: surrogate, formId: form.id, answers: { q1: 'x\ud800y' }, deviceId: 'd' },
    ] } });
    expect(res.statusCode).toBe(200);
    const { results } = data<{ results: { status: string; code?: string }[] }>(res);
    expect(results.map((r) => r.status)).toEqual(['saved', 'rejected', 'rejected']);
    expect(results[1]).toMatchObject({ code: 'VALIDATION' });
    expect(await rows(good)).toBe(1);
    expect(await rows(nul)).toBe(0);
    const single = await submit({ responseId: randomUUID(), formId: form.id, answers: { q1: 'ok' }, formVersion: 2 ** 40 });
    expect(single.statusCode).toBe(400);
  });

  it('answers 400, not 500, when a sign-in name holds a NUL', async () => {
    const captcha = data<{ captchaId: string }>(await t.request({ method: 'GET', url: api.captcha }));
    const res = await t.request({ method: 'POST', url: api.login, payload: { username: 'ad\u0000min', password: 'x', captchaId: captcha.captchaId, captchaAnswer: 'x' } });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('refuses a responseId already used by another company as a conflict, and keeps that answer', async () => {
    const responseId = randomUUID();
    expect((await submit({ responseId, formId: form.id, answers: { q1: 'Ours' } })).statusCode).toBe(200);
    const [other] = await t.db.insert(companies).values({ name: 'Other agency', type: 3 }).returning();
    const foreign = await t.request({
      method: 'POST', url: api.saveResponse, headers: { 'x-company-id': String(other!.id) },
      payload: { responseId, formId: form.id, answers: { q1: 'Ours' } },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await rows(responseId)).toBe(1);
  });

  it('checks an answer against the version of the form it was filled in', async () => {
    const v1 = await createForm(t, cookie);
    const design = sampleDesign();
    const withNewQuestion = {
      ...design,
      phases: [{ ...design.phases[0]!, elements: [...design.phases[0]!.elements, { id: 'q9', kind: 'text' as const, title: 'New and required', required: true }] }],
    };
    const update = await t.request({ method: 'POST', url: api.formUpdate, cookie, payload: { id: v1.id, baseVersion: v1.version, design: withNewQuestion } });
    expect(data<{ version: number }>(update).version).toBe(v1.version + 1);
    const filledOffline = await submit({ responseId: randomUUID(), formId: v1.id, formVersion: v1.version, answers: { q1: 'Before the edit' } });
    expect(filledOffline.statusCode).toBe(200);
    const current = await submit({ responseId: randomUUID(), formId: v1.id, formVersion: v1.version + 1, answers: { q1: 'After the edit' } });
    expect(current.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'q9' }] });
    const future = await submit({ responseId: randomUUID(), formId: v1.id, formVersion: v1.version + 5, answers: { q1: 'x', q9: 'y' } });
    expect(future.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'formVersion' }] });
  });

  it('does not hand out a form past its closing date through its short link', async () => {
    const closing = await createForm(t, cookie);
    expect((await t.request({ method: 'GET', url: api.formByShortUrl(closing.shortUrl) })).statusCode).toBe(200);
    await t.db.update(forms).set({ closesAt: new Date(Date.now() - 1000) }).where(eq(forms.id, closing.id));
    const expired = await t.request({ method: 'GET', url: api.formByShortUrl(closing.shortUrl), headers: { 'accept-language': 'en' } });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ success: false, code: 'FORM_CLOSED', message: 'The form is expired' });
  });

  it('enforces the tenant header on percent-encoded API paths too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/%61pi/v1/form/save-form-response', payload: { responseId: randomUUID(), formId: form.id, answers: { q1: 'x' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'COMPANY_HEADER' });
    const crossSite = await t.app.inject({
      method: 'POST', url: '/%61pi/v1/user/logout', headers: { 'x-company-id': String(t.companyId), origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
