import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormSettings } from '#core/forms';
import { type TestApp, createTestApp, createUser, data, sampleDesign, signIn } from './helpers';
import { type BatchResults, batchTo, formWithSettings, sampleAnswer, storedCount, submitTo } from './answering-helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t);
});
afterAll(async () => { await t.close(); });

const formWith = (settings: Partial<FormSettings>) => formWithSettings(t, cookie, settings);
const answer = sampleAnswer;
const stored = (formId: number) => storedCount(t, formId);

describe('answers resent in a batch count once against the limits', () => {
  it('saves the new answer of [x1 again, x2 again, new] with maxAnswers 4 and two stored, and still stops at 4', async () => {
    const form = await formWith({ maxAnswers: 4 });
    const x1 = answer(form.id);
    const x2 = answer(form.id);
    expect((await submitTo(t, x1)).statusCode).toBe(200);
    expect((await submitTo(t, x2)).statusCode).toBe(200);
    const fresh = answer(form.id);
    expect(data<BatchResults>(await batchTo(t, [x1, x2, fresh])).results).toMatchObject([
      { status: 'saved', responseId: x1.responseId, duplicate: true },
      { status: 'saved', responseId: x2.responseId, duplicate: true },
      { status: 'saved', responseId: fresh.responseId, duplicate: false },
    ]);
    expect(await stored(form.id)).toBe(3);
    const fourth = answer(form.id);
    expect(data<BatchResults>(await batchTo(t, [x1, fresh, fourth, answer(form.id)])).results).toMatchObject([
      { status: 'saved', duplicate: true }, { status: 'saved', duplicate: true },
      { status: 'saved', responseId: fourth.responseId, duplicate: false }, { status: 'rejected', code: 'FORM_FULL', permanent: true },
    ]);
    expect(await stored(form.id)).toBe(4);
  });

  it('does not take a resent answer of someone else for the signed-in person\'s own (one answer per person)', async () => {
    const form = await formWith({ answerLimit: true });
    const citizens = answer(form.id, { deviceId: 'shared-tablet' });
    expect((await submitTo(t, citizens)).statusCode).toBe(200);
    await createUser(t, { username: 'field-worker', password: 'Field-Worker1' });
    const worker = await signIn(t, 'field-worker', 'Field-Worker1');
    const own = answer(form.id, { deviceId: 'shared-tablet' });
    expect(data<BatchResults>(await batchTo(t, [citizens, own], worker)).results).toMatchObject([
      { status: 'saved', responseId: citizens.responseId, duplicate: true },
      { status: 'saved', responseId: own.responseId, duplicate: false },
    ]);
    expect(data<BatchResults>(await batchTo(t, [own, answer(form.id)], worker)).results).toMatchObject([
      { status: 'saved', duplicate: true }, { status: 'rejected', code: 'ANSWER_LIMIT' },
    ]);
    expect(await stored(form.id)).toBe(2);
  });

  it('does not take a resent answer for a second answer of its device (one answer per device)', async () => {
    const form = await formWith({ answerLimit: true });
    const first = answer(form.id, { deviceId: 'tablet-1' });
    expect((await submitTo(t, first)).statusCode).toBe(200);
    const other = answer(form.id, { deviceId: 'tablet-2' });
    expect(data<BatchResults>(await batchTo(t, [{ ...first, deviceId: 'tablet-2' }, other])).results).toMatchObject([
      { status: 'saved', duplicate: true }, { status: 'saved', responseId: other.responseId, duplicate: false },
    ]);
    expect(await stored(form.id)).toBe(2);
  });
});

describe('the same responseId with other content is a conflict before anything else', () => {
  it('answers RESPONSE_CONFLICT, not VALIDATION, when the other content is invalid (single and batch)', async () => {
    const form = await formWith({});
    const item = answer(form.id);
    expect((await submitTo(t, item)).statusCode).toBe(200);
    const invalid = { ...item, answers: { q2: 150 } };
    const single = await submitTo(t, invalid, { language: 'en' });
    expect(single.statusCode).toBe(409);
    expect(single.json()).toMatchObject({ success: false, code: 'RESPONSE_CONFLICT', message: 'This answer was already sent with different content' });
    expect(data<BatchResults>(await batchTo(t, [invalid])).results).toMatchObject([{ status: 'rejected', code: 'RESPONSE_CONFLICT', permanent: true }]);
    const fresh = await submitTo(t, { ...invalid, responseId: randomUUID() });
    expect(fresh.json()).toMatchObject({ code: 'VALIDATION' });
    expect(data(await submitTo(t, item))).toMatchObject({ duplicate: true });
    expect(await stored(form.id)).toBe(1);
  });

  it('wins over the form being full or closed meanwhile', async () => {
    const form = await formWith({ maxAnswers: 1 });
    const item = answer(form.id);
    expect((await submitTo(t, item)).statusCode).toBe(200);
    const changed = { ...item, answers: { q1: 'Changed' } };
    expect((await submitTo(t, changed)).json()).toMatchObject({ code: 'RESPONSE_CONFLICT' });
    expect((await submitTo(t, { ...changed, responseId: randomUUID() })).json()).toMatchObject({ code: 'FORM_FULL' });
    const closing = { ...sampleDesign(), settings: { maxAnswers: 1, closesAt: new Date(Date.now() - 1000).toISOString() } };
    expect((await t.request({ method: 'POST', url: api.formUpdate, cookie, payload: { id: form.id, baseVersion: form.version, design: closing } })).statusCode).toBe(200);
    expect((await submitTo(t, { ...changed, responseId: randomUUID() })).json()).toMatchObject({ code: 'FORM_CLOSED' });
    expect((await submitTo(t, changed)).json()).toMatchObject({ code: 'RESPONSE_CONFLICT' });
    expect(data<BatchResults>(await batchTo(t, [item, changed])).results).toMatchObject([
      { status: 'saved', duplicate: true }, { status: 'rejected', code: 'RESPONSE_CONFLICT', permanent: true },
    ]);
    expect(await stored(form.id)).toBe(1);
  });
});
