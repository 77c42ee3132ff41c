import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { answers, responses } from '#server/db/schema/index';
import { insertResponses } from '#server/responses/insert-responses';
import { contentHash } from '#server/responses/content-hash';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, sampleDesign, signIn } from '../helpers';
import { batchTo, submitTo } from '../answering-helpers';

let t: TestApp;
let cookie: string;
let form: CreatedForm;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t);
  form = await createForm(t, cookie);
});
afterAll(async () => { await t.close(); });

const rows = async (id: string) => (await t.db.select({ n: count() }).from(responses).where(eq(responses.id, id)))[0]!.n;
type Results = { results: { status: string; code?: string; duplicate?: boolean; permanent?: boolean }[] };

describe('an answer to an older version of the form', () => {
  it('is accepted against the version it was made in and stored with that version', async () => {
    const v1 = await createForm(t, cookie);
    const design = sampleDesign();
    const withoutQ2 = { ...design, phases: [{ ...design.phases[0]!, elements: design.phases[0]!.elements.filter((e) => e.id !== 'q2') }] };
    const update = await t.request({ method: 'POST', url: api.formUpdate, cookie, payload: { id: v1.id, baseVersion: v1.version, design: withoutQ2 } });
    expect(data<{ version: number }>(update).version).toBe(v1.version + 1);
    const responseId = randomUUID();
    const old = await submitTo(t, { responseId, formId: v1.id, formVersion: v1.version, answers: { q1: 'Offline', q2: 33 } });
    expect(old.statusCode).toBe(200);
    const [row] = await t.db.select({ version: responses.formVersion }).from(responses).where(eq(responses.id, responseId));
    expect(row?.version).toBe(v1.version);
    const stored = await t.db.select({ elementId: answers.elementId }).from(answers).where(eq(answers.responseId, responseId)).orderBy(asc(answers.elementId));
    expect(stored.map((a) => a.elementId)).toEqual(['q1', 'q2']);
  });
});

describe('the same responseId twice', () => {
  it('acknowledges the same content as a duplicate and refuses other content with 409 RESPONSE_CONFLICT (single)', async () => {
    const item = { responseId: randomUUID(), formId: form.id, answers: { q1: 'Same' } };
    expect(data(await submitTo(t, item))).toMatchObject({ duplicate: false });
    expect(data(await submitTo(t, { ...item, answers: { q1: 'Same' } }))).toMatchObject({ duplicate: true });
    const other = await submitTo(t, { ...item, answers: { q1: 'Different' } }, { language: 'en' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'RESPONSE_CONFLICT', message: 'This answer was already sent with different content' });
    const [kept] = await t.db.select({ value: answers.value }).from(answers).where(eq(answers.responseId, item.responseId));
    expect(kept?.value).toBe('Same');
    expect(await rows(item.responseId)).toBe(1);
  });

  it('does the same per item in a batch, and marks the conflict permanent', async () => {
    const item = { responseId: randomUUID(), formId: form.id, answers: { q1: 'Batch' } };
    const reply = data<Results>(await batchTo(t, [item, item, { ...item, answers: { q1: 'Else' } }]));
    expect(reply.results).toMatchObject([
      { status: 'saved', duplicate: false }, { status: 'saved', duplicate: true }, { status: 'rejected', code: 'RESPONSE_CONFLICT', permanent: true },
    ]);
    const later = data<Results>(await batchTo(t, [item, { ...item, answers: { q1: 'Else' } }]));
    expect(later.results).toMatchObject([{ status: 'saved', duplicate: true }, { status: 'rejected', code: 'RESPONSE_CONFLICT' }]);
    expect(await rows(item.responseId)).toBe(1);
  });

  it('leaves one row when the server committed but its reply was lost and the page retries', async () => {
    const item = { responseId: randomUUID(), formId: form.id, formVersion: form.version, answers: { q1: 'Committed' }, submittedAt: new Date().toISOString() };
    // the commit of the first attempt, without any reply reaching the page
    await insertResponses(t.db, [{
      id: item.responseId, form_id: form.id, company_id: t.companyId, form_version: form.version, user_id: null, device_id: null,
      content_hash: contentHash({ formId: form.id, answers: item.answers }), submitted_at: item.submittedAt,
    }], [{ response_id: item.responseId, form_id: form.id, element_id: 'q1', value: 'Committed', value_text: 'Committed', value_number: null, chart: 'text' }]);
    const retry = await submitTo(t, item);
    expect(retry.statusCode).toBe(200);
    expect(data(retry)).toMatchObject({ responseId: item.responseId, duplicate: true });
    expect(data<Results>(await batchTo(t, [item])).results).toMatchObject([{ status: 'saved', duplicate: true }]);
    expect(await rows(item.responseId)).toBe(1);
    expect((await t.db.select({ n: count() }).from(answers).where(eq(answers.responseId, item.responseId)))[0]!.n).toBe(1);
  });
});
