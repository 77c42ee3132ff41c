import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { answers, forms, responses } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, sampleDesign, signIn } from './helpers';

let t: TestApp;
let form: CreatedForm;
beforeAll(async () => {
  t = await createTestApp();
  form = await createForm(t, await signIn(t));
});
afterAll(async () => { await t.close(); });

const submit = (payload: object, cookie?: string) => t.request({ method: 'POST', url: api.saveResponse, payload, ...(cookie ? { cookie } : {}) });
const answersOf = (responseId: string) =>
  t.db.select({ elementId: answers.elementId, value: answers.value, valueText: answers.valueText, valueNumber: answers.valueNumber })
    .from(answers).where(eq(answers.responseId, responseId)).orderBy(asc(answers.elementId));
const countRows = async (responseId: string) => (await t.db.select({ n: count() }).from(responses).where(eq(responses.id, responseId)))[0]!.n;

describe('save-form-response', () => {
  it('stores a valid response once, with the accepted answers, and no answer for a logic-hidden element', async () => {
    const responseId = randomUUID();
    const res = await submit({ responseId, formId: form.id, answers: { q1: 'Lan', q2: 42, q3: 'no', q4: 'hidden car' }, submittedAt: '2024-05-01T10:00:00+07:00' });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ responseId, formId: form.id, duplicate: false });
    expect(await countRows(responseId)).toBe(1);
    expect(await answersOf(responseId)).toEqual([
      { elementId: 'q1', value: 'Lan', valueText: 'Lan', valueNumber: null },
      { elementId: 'q2', value: 42, valueText: '42', valueNumber: 42 },
      { elementId: 'q3', value: 'no', valueText: 'no', valueNumber: null },
    ]);
    const [row] = await t.db.select().from(responses).where(eq(responses.id, responseId));
    expect(row?.submittedAt?.toISOString()).toBe('2024-05-01T03:00:00.000Z');
    expect(row?.formVersion).toBe(form.version);
  });

  it('stores the shown element when the logic shows it', async () => {
    const responseId = randomUUID();
    expect((await submit({ responseId, formId: form.id, answers: { q1: 'Minh', q3: 'yes', q4: 'Vinfast' } })).statusCode).toBe(200);
    expect((await answersOf(responseId)).map((a) => a.elementId)).toEqual(['q1', 'q3', 'q4']);
  });

  it('refuses invalid answers with 400 and field errors keyed by element id, and writes nothing', async () => {
    const responseId = randomUUID();
    const res = await t.request({ method: 'POST', url: api.saveResponse, headers: { 'accept-language': 'en' }, payload: { responseId, formId: form.id, answers: { q2: 150, q3: 'maybe' } } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors).toEqual([
      { field: 'q1', message: 'This field is required' },
      { field: 'q2', message: 'Enter a value within the range 0 to 100' },
      { field: 'q3', message: 'Choose one of the options' },
    ]);
    expect(await countRows(responseId)).toBe(0);
    expect(await answersOf(responseId)).toEqual([]);
  });

  it('refuses a malformed body (not a uuid, unknown answer type) with field paths', async () => {
    const res = await submit({ responseId: 'abc', formId: form.id, answers: { q1: { nested: true } } });
    expect(res.statusCode).toBe(400);
    const fields = (res.json<{ errors: { field: string }[] }>()).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['responseId', 'answers.q1']));
  });

  it('keeps exactly one row under 50 concurrent repeats of one responseId (in-process)', async () => {
    const responseId = randomUUID();
    const payload = { responseId, formId: form.id, answers: { q1: 'Same', q2: 7 } };
    const replies = await Promise.all(Array.from({ length: 50 }, () => submit(payload)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const saved = replies.map((r) => data<{ duplicate: boolean; receivedAt: string }>(r));
    expect(saved.filter((s) => !s.duplicate)).toHaveLength(1);
    expect(new Set(saved.map((s) => s.receivedAt)).size).toBe(1);
    expect(await countRows(responseId)).toBe(1);
    expect(await answersOf(responseId)).toHaveLength(2);
  });

  it('keeps exactly one row under 50 concurrent repeats over real HTTP', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const responseId = randomUUID();
    const body = JSON.stringify({ responseId, formId: form.id, answers: { q1: 'Http', q3: 'yes', q4: 'bike' } });
    const replies = await Promise.all(Array.from({ length: 50 }, () => fetch(`${address}${api.saveResponse}`, {
      method: 'POST', body, headers: { 'content-type': 'application/json', 'x-company-id': String(t.companyId) },
    }).then(async (r) => ({ status: r.status, json: (await r.json()) as { responseData: { duplicate: boolean } } }))));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(replies.filter((r) => !r.json.responseData.duplicate)).toHaveLength(1);
    expect(await countRows(responseId)).toBe(1);
    expect(await answersOf(responseId)).toHaveLength(3);
  });

  it('refuses the same responseId with other content with 409, keeping the first', async () => {
    const responseId = randomUUID();
    expect((await submit({ responseId, formId: form.id, answers: { q1: 'First' } })).statusCode).toBe(200);
    const again = await submit({ responseId, formId: form.id, answers: { q1: 'Second' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'RESPONSE_CONFLICT' });
    expect(await answersOf(responseId)).toEqual([{ elementId: 'q1', value: 'First', valueText: 'First', valueNumber: null }]);
    const same = await submit({ responseId, formId: form.id, answers: { q1: 'First' } });
    expect(data(same)).toMatchObject({ duplicate: true });
  });

  it('refuses a submission the logic forbids', async () => {
    const cookie = await signIn(t);
    const strict = await createForm(t, cookie, sampleDesign({
      logic: [{ id: 'stop', join: 'and', conditions: [{ elementId: 'q2', comparison: 'lt', value: 18 }], actions: [{ type: 'forbidSubmit' }] }],
    }));
    const responseId = randomUUID();
    const res = await submit({ responseId, formId: strict.id, answers: { q1: 'Kid', q2: 12 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: '' }] });
    expect(await countRows(responseId)).toBe(0);
  });

  it('refuses disabled, closed and sign-in-only forms', async () => {
    const cookie = await signIn(t);
    const disabled = await createForm(t, cookie, sampleDesign(), false);
    const d = await submit({ responseId: randomUUID(), formId: disabled.id, answers: { q1: 'x' } });
    expect(d.statusCode).toBe(403);
    expect(d.json()).toMatchObject({ code: 'FORM_DISABLED' });

    const closed = await createForm(t, cookie);
    await t.db.update(forms).set({ closesAt: new Date(Date.now() - 1000) }).where(eq(forms.id, closed.id));
    const c = await t.request({ method: 'POST', url: api.saveResponse, headers: { 'accept-language': 'en' }, payload: { responseId: randomUUID(), formId: closed.id, answers: { q1: 'x' } } });
    expect(c.statusCode).toBe(403);
    expect(c.json()).toEqual({ success: false, code: 'FORM_CLOSED', message: 'The form is expired' });

    const design = sampleDesign();
    const authOnly = await createForm(t, cookie, { ...design, settings: { requireAuth: true } });
    const anonymous = await submit({ responseId: randomUUID(), formId: authOnly.id, answers: { q1: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await submit({ responseId: randomUUID(), formId: authOnly.id, answers: { q1: 'x' } }, cookie)).statusCode).toBe(200);
    expect((await submit({ responseId: randomUUID(), formId: 999999, answers: {} })).statusCode).toBe(404);
  });
});

describe('save-form-responses (batch)', () => {
  it('answers 200 with one result per item, in order; bad items do not spoil good ones', async () => {
    const cookie = await signIn(t);
    const authOnly = await createForm(t, cookie, { ...sampleDesign(), settings: { requireAuth: true } });
    const good = randomUUID();
    const dup = randomUUID();
    const conflict = randomUUID();
    await submit({ responseId: dup, formId: form.id, answers: { q1: 'Earlier' } });
    await submit({ responseId: conflict, formId: form.id, answers: { q1: 'Original' } });
    const invalid = randomUUID();
    const res = await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: [
      { responseId: good, formId: form.id, answers: { q1: 'Batch', q2: 3 } },
      { responseId: invalid, formId: form.id, answers: { q2: 'abc' } },
      { responseId: dup, formId: form.id, answers: { q1: 'Earlier' } },
      { responseId: conflict, formId: form.id, answers: { q1: 'Changed' } },
      { responseId: randomUUID(), formId: authOnly.id, answers: { q1: 'x' } },
      { nonsense: true },
    ] } });
    expect(res.statusCode).toBe(200);
    const { results } = data<{ results: { status: string; code?: string; permanent?: boolean; duplicate?: boolean; responseId: string | null; errors?: { field: string }[] }[] }>(res);
    expect(results.map((r) => r.status)).toEqual(['saved', 'rejected', 'saved', 'rejected', 'rejected', 'rejected']);
    expect(results[0]).toMatchObject({ responseId: good, duplicate: false });
    expect(results[1]).toMatchObject({ responseId: invalid, code: 'VALIDATION', permanent: true });
    expect(results[1]?.errors?.map((e) => e.field)).toEqual(['q1', 'q2']);
    expect(results[2]).toMatchObject({ responseId: dup, duplicate: true });
    expect(results[3]).toMatchObject({ responseId: conflict, code: 'RESPONSE_CONFLICT', permanent: true });
    expect(results[4]).toMatchObject({ code: 'UNAUTHORIZED', permanent: false });
    expect(results[5]).toMatchObject({ responseId: null, code: 'VALIDATION', permanent: true });
    expect(await countRows(good)).toBe(1);
    expect(await countRows(invalid)).toBe(0);
    expect((await answersOf(conflict))[0]?.value).toBe('Original');
  });

  it('handles one responseId repeated inside a batch: one row, the repeat a duplicate, other content a conflict', async () => {
    const id = randomUUID();
    const item = { responseId: id, formId: form.id, answers: { q1: 'Twice' } };
    const res = await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: [item, item, { ...item, answers: { q1: 'Other' } }] } });
    const { results } = data<{ results: { status: string; duplicate?: boolean; code?: string }[] }>(res);
    expect(results).toMatchObject([{ status: 'saved', duplicate: false }, { status: 'saved', duplicate: true }, { status: 'rejected', code: 'RESPONSE_CONFLICT' }]);
    expect(await countRows(id)).toBe(1);
    expect(await answersOf(id)).toHaveLength(1);
  });

  it('refuses more than 100 items as a whole', async () => {
    const items = Array.from({ length: 101 }, () => ({ responseId: randomUUID(), formId: form.id, answers: { q1: 'x' } }));
    const res = await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: items } });
    expect(res.statusCode).toBe(400);
  });
});

describe('home statistics', () => {
  it('counts forms, published forms, expired forms and answers of the company', async () => {
    const s = await createTestApp();
    try {
      const cookie = await signIn(s);
      const a = await createForm(s, cookie);
      await createForm(s, cookie, sampleDesign(), false);
      const expired = await createForm(s, cookie, { ...sampleDesign(), settings: { closesAt: '2020-01-01T00:00:00Z' } });
      const deleted = await createForm(s, cookie);
      for (let i = 0; i < 3; i++) {
        const r = await s.request({ method: 'POST', url: api.saveResponse, payload: { responseId: randomUUID(), formId: a.id, answers: { q1: `n${i}` } } });
        expect(r.statusCode).toBe(200);
      }
      await s.request({ method: 'POST', url: api.saveResponse, payload: { responseId: randomUUID(), formId: deleted.id, answers: { q1: 'gone' } } });
      await s.request({ method: 'DELETE', url: api.form(deleted.id), cookie });
      const res = await s.request({ method: 'GET', url: api.homeStatistics });
      expect(res.statusCode).toBe(200);
      expect(data(res)).toEqual({ totalForms: 3, publishedForms: 2, expiredForms: 1, totalAnswers: 3 });
      expect(expired.status).toBe(1);
    } finally {
      await s.close();
    }
  });
});
