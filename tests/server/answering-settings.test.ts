import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormSettings } from '#core/forms';
import { FormStatus } from '#core/forms';
import { forms, responses } from '#server/db/schema/index';
import { type TestApp, createForm, createTestApp, createUser, data, sampleDesign, signIn } from './helpers';
import { batchTo, formWithSettings, sampleAnswer, solvedCaptcha, storedCount, submitTo } from './answering-helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t);
});
afterAll(async () => { await t.close(); });

const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const formWith = (settings: Partial<FormSettings>) => formWithSettings(t, cookie, settings);
const answer = sampleAnswer;
const stored = (formId: number) => storedCount(t, formId);
const failure = (res: { json<T>(): T }) => res.json<{ code: string; message: string; errors?: { field: string; message: string }[] }>();

describe('dates: not started and closed', () => {
  it('refuses a form that has not opened yet, and the public link says when it opens with the author\'s message', async () => {
    const opens = Date.now() + 3 * DAY;
    const form = await formWith({ startsAt: iso(opens), inactiveMessage: 'Khảo sát mở vào tuần sau' });
    const res = await submitTo(t, answer(form.id), { language: 'en' });
    expect(res.statusCode).toBe(403);
    expect(failure(res)).toMatchObject({ code: 'FORM_NOT_STARTED', message: 'The form is not open for answers yet' });
    const page = await t.request({ method: 'GET', url: api.formByShortUrl(form.shortUrl), headers: { 'accept-language': 'vi' } });
    expect(page.statusCode).toBe(403);
    expect(failure(page)).toEqual({
      success: false, code: 'FORM_NOT_STARTED', message: 'Biểu mẫu chưa mở để trả lời',
      errors: [{ field: 'inactiveMessage', message: 'Khảo sát mở vào tuần sau' }, { field: 'opensAt', message: iso(opens) }],
    });
    expect(await stored(form.id)).toBe(0);
  });

  it('accepts answers once the start date has passed', async () => {
    const form = await formWith({ startsAt: iso(Date.now() - 1000) });
    expect((await submitTo(t, answer(form.id))).statusCode).toBe(200);
  });

  it('refuses an answer made after the closing date, and the public link carries the inactive message', async () => {
    const closed = Date.now() - DAY;
    const form = await formWith({ closesAt: iso(closed), inactiveMessage: 'Đã hết hạn nhận ý kiến' });
    const late = await submitTo(t, answer(form.id, { submittedAt: iso(closed + 1000) }), { language: 'en' });
    expect(late.statusCode).toBe(403);
    expect(failure(late)).toMatchObject({ code: 'FORM_CLOSED', message: 'The form is expired' });
    const noClaim = await submitTo(t, answer(form.id));
    expect(failure(noClaim).code).toBe('FORM_CLOSED');
    const page = await t.request({ method: 'GET', url: api.formByShortUrl(form.shortUrl) });
    expect(failure(page)).toMatchObject({ code: 'FORM_CLOSED', errors: [{ field: 'inactiveMessage', message: 'Đã hết hạn nhận ý kiến' }] });
  });

  it('accepts an answer made offline before the closing date for 7 days after it, not later, and not from the future', async () => {
    const recent = await formWith({ closesAt: iso(Date.now() - 2 * DAY) });
    const inTime = await submitTo(t, answer(recent.id, { submittedAt: iso(Date.now() - 3 * DAY) }));
    expect(inTime.statusCode).toBe(200);
    const future = await submitTo(t, answer(recent.id, { submittedAt: iso(Date.now() + DAY) }));
    expect(failure(future).code).toBe('FORM_CLOSED');
    const old = await formWith({ closesAt: iso(Date.now() - 8 * DAY) });
    const tooLate = await submitTo(t, answer(old.id, { submittedAt: iso(Date.now() - 9 * DAY) }));
    expect(failure(tooLate).code).toBe('FORM_CLOSED');
    expect(await stored(recent.id)).toBe(1);
    expect(await stored(old.id)).toBe(0);
  });
});

describe('status: disabled and awaiting review', () => {
  it('refuses answers to a disabled form and explains it on the public link', async () => {
    const form = await createForm(t, cookie, { ...sampleDesign(), settings: { inactiveMessage: 'Tạm dừng' } });
    await t.request({ method: 'POST', url: api.formDisable(form.id), cookie });
    const res = await submitTo(t, answer(form.id));
    expect(res.statusCode).toBe(403);
    expect(failure(res).code).toBe('FORM_DISABLED');
    const page = await t.request({ method: 'GET', url: api.formByShortUrl(form.shortUrl) });
    expect(failure(page)).toMatchObject({ code: 'FORM_DISABLED', errors: [{ field: 'inactiveMessage', message: 'Tạm dừng' }] });
  });

  it('refuses answers to a form awaiting review; without an inactive message the reply has no errors', async () => {
    const form = await createForm(t, cookie, sampleDesign(), false);
    await t.db.update(forms).set({ status: FormStatus.AwaitingReview }).where(eq(forms.id, form.id));
    const res = await submitTo(t, answer(form.id), { language: 'en' });
    expect(res.statusCode).toBe(403);
    expect(failure(res).code).toBe('FORM_AWAITING_REVIEW');
    const page = await t.request({ method: 'GET', url: api.formByShortUrl(form.shortUrl) });
    expect(failure(page).code).toBe('FORM_AWAITING_REVIEW');
    expect(failure(page).errors).toBeUndefined();
  });
});

describe('limits', () => {
  it('refuses answers past maxAnswers, single and in a batch', async () => {
    const form = await formWith({ maxAnswers: 2 });
    expect((await submitTo(t, answer(form.id))).statusCode).toBe(200);
    const batch = data<{ results: { status: string; code?: string; permanent?: boolean }[] }>(await batchTo(t, [answer(form.id), answer(form.id)]));
    expect(batch.results).toMatchObject([{ status: 'saved' }, { status: 'rejected', code: 'FORM_FULL', permanent: true }]);
    const full = await submitTo(t, answer(form.id), { language: 'en' });
    expect(full.statusCode).toBe(403);
    expect(failure(full)).toMatchObject({ code: 'FORM_FULL', message: 'The form has received the maximum number of answers' });
    expect(await stored(form.id)).toBe(2);
  });

  it('never passes maxAnswers or the answer limit when submissions arrive at the same moment', async () => {
    const form = await formWith({ maxAnswers: 3 });
    const replies = await Promise.all([
      ...Array.from({ length: 6 }, () => submitTo(t, answer(form.id))),
      ...Array.from({ length: 3 }, () => batchTo(t, [answer(form.id), answer(form.id)])),
    ]);
    const singlesSaved = replies.slice(0, 6).filter((r) => r.statusCode === 200).length;
    const batchSaved = replies.slice(6)
      .flatMap((r) => data<{ results: { status: string }[] }>(r).results)
      .filter((r) => r.status === 'saved').length;
    expect(singlesSaved + batchSaved).toBe(3);
    expect(await stored(form.id)).toBe(3);

    const once = await formWith({ answerLimit: true });
    const sameDevice = await Promise.all(Array.from({ length: 5 }, () => submitTo(t, answer(once.id, { deviceId: 'device-z' }))));
    expect(sameDevice.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await stored(once.id)).toBe(1);
  });

  it('takes one answer per device when nobody is signed in, also within one batch', async () => {
    const form = await formWith({ answerLimit: true });
    const first = answer(form.id, { deviceId: 'device-a' });
    expect((await submitTo(t, first)).statusCode).toBe(200);
    const again = await submitTo(t, answer(form.id, { deviceId: 'device-a' }), { language: 'en' });
    expect(again.statusCode).toBe(403);
    expect(failure(again)).toMatchObject({ code: 'ANSWER_LIMIT', message: 'You have already answered this form' });
    const batch = data<{ results: { status: string; code?: string }[] }>(await batchTo(t, [
      answer(form.id, { deviceId: 'device-b' }), answer(form.id, { deviceId: 'device-b' }), answer(form.id, { deviceId: 'device-c' }),
    ]));
    expect(batch.results).toMatchObject([{ status: 'saved' }, { status: 'rejected', code: 'ANSWER_LIMIT' }, { status: 'saved' }]);
    // the lost acknowledgement of the first answer is still acknowledged, not refused by the limit
    expect(data(await submitTo(t, first))).toMatchObject({ duplicate: true });
    expect(await stored(form.id)).toBe(3);
  });

  it('takes one answer per signed-in user, whatever device they use, and stores the user', async () => {
    const form = await formWith({ answerLimit: true });
    const user = await createUser(t, { username: 'limited', password: 'Limited-Pass1' });
    const userCookie = await signIn(t, 'limited', 'Limited-Pass1');
    const first = answer(form.id, { deviceId: 'phone' });
    expect((await submitTo(t, first, { cookie: userCookie })).statusCode).toBe(200);
    const second = await submitTo(t, answer(form.id, { deviceId: 'laptop' }), { cookie: userCookie });
    expect(failure(second).code).toBe('ANSWER_LIMIT');
    expect((await submitTo(t, answer(form.id, { deviceId: 'laptop' }), { cookie })).statusCode).toBe(200);
    const [row] = await t.db.select({ userId: responses.userId }).from(responses).where(eq(responses.id, first.responseId));
    expect(row?.userId).toBe(user.id);
  });
});

describe('sign-in and captcha', () => {
  it('asks an anonymous person to sign in, and ties the answer to the signed-in user', async () => {
    const form = await formWith({ requireAuth: true });
    const anonymous = await submitTo(t, answer(form.id), { language: 'en' });
    expect(anonymous.statusCode).toBe(401);
    expect(failure(anonymous)).toMatchObject({ code: 'UNAUTHORIZED', message: 'Sign in to answer this form' });
    const batch = data<{ results: { code?: string; permanent?: boolean }[] }>(await batchTo(t, [answer(form.id)]));
    expect(batch.results[0]).toMatchObject({ code: 'UNAUTHORIZED', permanent: false });
    const signed = answer(form.id);
    expect((await submitTo(t, signed, { cookie })).statusCode).toBe(200);
    const [row] = await t.db.select({ userId: responses.userId }).from(responses).where(eq(responses.id, signed.responseId));
    expect(row?.userId).not.toBeNull();
  });

  it('needs a solved captcha, spends it, and refuses a wrong or reused one', async () => {
    const form = await formWith({ requireCaptcha: true });
    const missing = await submitTo(t, answer(form.id), { language: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(failure(missing)).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'Solve the captcha to send your answer' });
    const wrong = await submitTo(t, answer(form.id, { captchaId: (await solvedCaptcha(t)).captchaId, captchaAnswer: 'nope' }));
    expect(failure(wrong).code).toBe('CAPTCHA_WRONG');
    const captcha = await solvedCaptcha(t);
    expect((await submitTo(t, answer(form.id, captcha))).statusCode).toBe(200);
    const reused = await submitTo(t, answer(form.id, captcha));
    expect(failure(reused).code).toBe('CAPTCHA_WRONG');
    const batch = data<{ results: { code?: string; permanent?: boolean }[] }>(await batchTo(t, [answer(form.id)]));
    expect(batch.results[0]).toMatchObject({ code: 'CAPTCHA_REQUIRED', permanent: false });
    expect(await stored(form.id)).toBe(1);
  });
});
