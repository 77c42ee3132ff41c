import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { EXPECTED_USER_HEADER } from '#core/constants';
import { responses } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, createUser, signIn } from '../helpers';

/**
 * A shared device: user A queued an answer, then user B signed in (in another tab) before the flush
 * ran, so the request carries B's cookie. The answer names its author; the server is the judge.
 */
let t: TestApp;
let form: CreatedForm;
let a: { id: number; cookie: string };
let b: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  form = await createForm(t, await signIn(t));
  const userA = await createUser(t, { username: 'nguoi-a', password: 'Pass-word1' });
  const userB = await createUser(t, { username: 'nguoi-b', password: 'Pass-word1' });
  a = { id: userA.id, cookie: await signIn(t, 'nguoi-a', 'Pass-word1') };
  b = { id: userB.id, cookie: await signIn(t, 'nguoi-b', 'Pass-word1') };
});
afterAll(async () => { await t.close(); });

const answer = () => ({ responseId: randomUUID(), formId: form.id, answers: { q1: 'Lan' } });
const stored = async (responseId: string) => t.db.select({ userId: responses.userId }).from(responses).where(eq(responses.id, responseId));
const storedCount = async () => (await t.db.select({ n: count() }).from(responses))[0]!.n;

function save(payload: object, options: { cookie?: string; expected?: string; language?: string; batch?: boolean }) {
  return t.request({
    method: 'POST',
    url: options.batch ? api.saveResponses : api.saveResponse,
    payload: options.batch ? { responses: [payload] } : payload,
    headers: {
      ...(options.expected === undefined ? {} : { [EXPECTED_USER_HEADER]: options.expected }),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });
}

describe('an answer is saved only under the session of the user who made it', () => {
  it('refuses A\'s answer under B\'s session, one or in a batch, and stores nothing', async () => {
    const before = await storedCount();
    for (const batch of [false, true]) {
      const item = answer();
      const res = await save(item, { cookie: b.cookie, expected: String(a.id), batch, language: 'en' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        code: 'SESSION_USER_CHANGED',
        message: 'This answer was made by another account than the one signed in now. Nothing was saved: it is kept on the device and sent once its author signs in again',
      });
      expect(await stored(item.responseId)).toEqual([]);
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses it with no session at all (it would be stored anonymously), in Vietnamese by default', async () => {
    const item = answer();
    const res = await save(item, { expected: String(a.id) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'SESSION_USER_CHANGED', message: expect.stringContaining('Chưa có gì được lưu') as string });
    expect(await stored(item.responseId)).toEqual([]);
  });

  it('saves it once A is signed in again, as A\'s answer', async () => {
    const item = answer();
    expect((await save(item, { cookie: b.cookie, expected: String(a.id) })).statusCode).toBe(409);
    const res = await save(item, { cookie: a.cookie, expected: String(a.id), batch: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, responseData: { results: [{ status: 'saved', responseId: item.responseId }] } });
    expect(await stored(item.responseId)).toEqual([{ userId: a.id }]);
  });

  it('refuses a header that is not a user id with VALIDATION, and stores nothing', async () => {
    for (const bad of ['0x1', 'a', '-1', '1.0', '']) {
      const item = answer();
      const res = await save(item, { cookie: a.cookie, expected: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(await stored(item.responseId)).toEqual([]);
    }
  });

  it('without the header nothing changes: an anonymous answer is saved as it always was', async () => {
    const item = answer();
    expect((await save(item, {})).statusCode).toBe(200);
    expect(await stored(item.responseId)).toEqual([{ userId: null }]);
  });
});

describe('the OpenAPI document', () => {
  it('names the header on both save calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, { post?: { parameters?: { in: string; name: string }[] } }> }>();
    for (const path of ['/api/v1/form/save-form-response', '/api/v1/form/save-form-responses']) {
      expect(doc.paths[path]?.post?.parameters, path).toContainEqual(expect.objectContaining({ in: 'header', name: EXPECTED_USER_HEADER }));
    }
  });
});
