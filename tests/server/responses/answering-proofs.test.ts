import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSettings } from '#core/forms';
import { answers, responses } from '#server/db/schema/index';
import { issueVerification } from '#server/verification/respondent-token';
import { type TestApp, createTestApp, data, signIn } from '../helpers';
import { type BatchResults, batchTo, formWithSettings, sampleAnswer, solvedCaptcha, storedCount, submitTo } from '../answering-helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t);
  await t.db.execute(sql.raw(`CREATE FUNCTION test_refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'simulated failure between the checks and the commit'; END $$`));
});
afterAll(async () => { await t.close(); });

const formWith = (settings: Partial<FormSettings>) => formWithSettings(t, cookie, settings);
const answer = sampleAnswer;
const stored = (formId: number) => storedCount(t, formId);
const rows = async (responseId: string) => (await t.db.select({ n: count() }).from(responses).where(eq(responses.id, responseId)))[0]!.n;
const codeOf = (res: { json<T>(): T }) => res.json<{ code: string }>().code;

/** Every insert of an answer to this form fails (as a crash or a database error would) until the returned function is called. */
async function failInsertsInto(formId: number): Promise<() => Promise<void>> {
  const name = `test_refuse_${formId}`;
  await t.db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON responses FOR EACH ROW
    WHEN (NEW.form_id = ${formId}) EXECUTE FUNCTION test_refuse_insert()`));
  return async () => { await t.db.execute(sql.raw(`DROP TRIGGER ${name} ON responses`)); };
}

async function emailToken(formId: number, target: string) {
  return (await issueVerification(t.db, { companyId: t.companyId, formId, channel: 'email', target })).verificationToken;
}

describe('a captcha is spent by the answer that commits, in the same transaction', () => {
  it('still takes the same captcha when the first attempt failed before its commit, and stores the answer once', async () => {
    const form = await formWith({ requireCaptcha: true });
    const item = answer(form.id, await solvedCaptcha(t));
    const recover = await failInsertsInto(form.id);
    const failed = await submitTo(t, item);
    expect(failed.statusCode).toBe(500);
    expect(codeOf(failed)).toBe('SERVER_ERROR');
    // the one place "Save error!" is true: an answer was not stored
    expect(failed.json<{ message: string }>().message).toBe('Lưu lỗi! Máy chủ chưa lưu được câu trả lời. Vui lòng gửi lại sau');
    await recover();
    const retry = await submitTo(t, item);
    expect(retry.statusCode).toBe(200);
    expect(data(retry)).toMatchObject({ responseId: item.responseId, duplicate: false });
    expect(data(await submitTo(t, item))).toMatchObject({ duplicate: true });
    expect(await rows(item.responseId)).toBe(1);
    expect((await t.db.select({ n: count() }).from(answers).where(eq(answers.responseId, item.responseId)))[0]!.n).toBe(1);
  });

  it('does the same in a batch, where the failing item is retried alone and the others are saved', async () => {
    const guarded = await formWith({ requireCaptcha: true });
    const plain = await formWith({});
    const item = answer(guarded.id, await solvedCaptcha(t));
    const other = answer(plain.id);
    const recover = await failInsertsInto(guarded.id);
    expect(data<BatchResults>(await batchTo(t, [item, other])).results).toMatchObject([
      { status: 'rejected', responseId: item.responseId, code: 'SERVER_ERROR', permanent: false, message: 'Lưu lỗi! Máy chủ chưa lưu được câu trả lời. Vui lòng gửi lại sau' },
      { status: 'saved', responseId: other.responseId, duplicate: false },
    ]);
    await recover();
    expect(data<BatchResults>(await batchTo(t, [item, other])).results).toMatchObject([
      { status: 'saved', responseId: item.responseId, duplicate: false }, { status: 'saved', duplicate: true },
    ]);
    expect(await rows(item.responseId)).toBe(1);
  });

  it('cannot be used for two different answers: one after the other, at the same moment, or in one batch', async () => {
    const form = await formWith({ requireCaptcha: true });
    const captcha = await solvedCaptcha(t);
    expect((await submitTo(t, answer(form.id, captcha))).statusCode).toBe(200);
    expect(codeOf(await submitTo(t, answer(form.id, captcha)))).toBe('CAPTCHA_WRONG');

    const shared = await solvedCaptcha(t);
    const together = await Promise.all(Array.from({ length: 4 }, () => submitTo(t, answer(form.id, shared))));
    expect(together.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(together.filter((r) => r.statusCode !== 200).map(codeOf)).toEqual(['CAPTCHA_WRONG', 'CAPTCHA_WRONG', 'CAPTCHA_WRONG']);

    const once = await solvedCaptcha(t);
    expect(data<BatchResults>(await batchTo(t, [answer(form.id, once), answer(form.id, once)])).results).toMatchObject([
      { status: 'saved', duplicate: false }, { status: 'rejected', code: 'CAPTCHA_WRONG', permanent: false },
    ]);
    expect(await stored(form.id)).toBe(3);
  });

  it('is burnt by a wrong answer, so it cannot be guessed again and again', async () => {
    const form = await formWith({ requireCaptcha: true });
    const captcha = await solvedCaptcha(t);
    expect(codeOf(await submitTo(t, answer(form.id, { ...captcha, captchaAnswer: 'wrong' })))).toBe('CAPTCHA_WRONG');
    expect(codeOf(await submitTo(t, answer(form.id, captcha)))).toBe('CAPTCHA_WRONG');
    expect(await stored(form.id)).toBe(0);
  });
});

describe('a verification token proves one response', () => {
  it('is bound to the first response that uses it: its retry works, another response is refused', async () => {
    const form = await formWith({ verification: 'email' });
    const verificationToken = await emailToken(form.id, 'lan@example.vn');
    const first = answer(form.id, { verificationToken });
    expect((await submitTo(t, first)).statusCode).toBe(200);
    expect(data(await submitTo(t, first))).toMatchObject({ responseId: first.responseId, duplicate: true });
    const second = await submitTo(t, answer(form.id, { verificationToken }), { language: 'en' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'VERIFICATION_REQUIRED' });
    expect(data<BatchResults>(await batchTo(t, [answer(form.id, { verificationToken })])).results)
      .toMatchObject([{ status: 'rejected', code: 'VERIFICATION_REQUIRED', permanent: false }]);
    expect(await stored(form.id)).toBe(1);
  });

  it('stays free when the insert of its response failed, and is then bound by the retry', async () => {
    const form = await formWith({ verification: 'email' });
    const verificationToken = await emailToken(form.id, 'minh@example.vn');
    const item = answer(form.id, { verificationToken });
    const recover = await failInsertsInto(form.id);
    expect((await submitTo(t, item)).statusCode).toBe(500);
    await recover();
    expect(data(await submitTo(t, item))).toMatchObject({ duplicate: false });
    expect(codeOf(await submitTo(t, answer(form.id, { verificationToken })))).toBe('VERIFICATION_REQUIRED');
    expect(await stored(form.id)).toBe(1);
  });

  it('proves only one of several responses sent at the same moment or in one batch', async () => {
    const form = await formWith({ verification: 'email' });
    const token = await emailToken(form.id, 'hoa@example.vn');
    const together = await Promise.all(Array.from({ length: 4 }, () => submitTo(t, answer(form.id, { verificationToken: token }))));
    expect(together.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(together.filter((r) => r.statusCode !== 200).map(codeOf)).toEqual(Array(3).fill('VERIFICATION_REQUIRED'));
    const batchToken = await emailToken(form.id, 'binh@example.vn');
    expect(data<BatchResults>(await batchTo(t, [answer(form.id, { verificationToken: batchToken }), answer(form.id, { verificationToken: batchToken })])).results)
      .toMatchObject([{ status: 'saved' }, { status: 'rejected', code: 'VERIFICATION_REQUIRED' }]);
    expect(await stored(form.id)).toBe(2);
  });
});
