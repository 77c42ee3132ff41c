import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormSettings } from '#core/forms';
import { companies, otps, respondentVerifications, responses } from '#server/db/schema/index';
import { createForm, data, sampleDesign, signIn } from '../helpers';
import { type AnsweringApp, codeIn, createAnsweringApp, memorySms, startSmtp } from '../answering-helpers';

let t: AnsweringApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const sms = memorySms();
let cookie: string;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createAnsweringApp({ smtpUrl: smtp.url, mailFrom: 'khaosat@example.vn', otpLimits: { perTarget: 5, perAddress: 6, windowSeconds: 3600 } }, sms);
  cookie = await signIn(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const formWith = (settings: Partial<FormSettings>) => createForm(t, cookie, { ...sampleDesign(), settings });
const post = (url: string, payload: object, ip = '10.0.0.1') => t.call({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'accept-language': 'en' } });
const code = (res: { json<T>(): T }) => res.json<{ code: string }>().code;
const mailTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address)).at(-1);
const submit = (formId: number, extra: object) =>
  t.call({ method: 'POST', url: api.saveResponse, payload: { responseId: randomUUID(), formId, answers: { q1: 'Lan' }, ...extra } });

describe('email one-time codes through a real SMTP server', () => {
  it('mails a code in both languages; the right code gives a token; the answer stores the verified address', async () => {
    const form = await formWith({ verification: 'email' });
    const sent = await post(api.formEmailOtp(form.id), { email: 'Lan.Nguyen@Example.vn' });
    expect(sent.statusCode).toBe(200);
    expect(data(sent)).toEqual({ expiresIn: 600, resendAfter: 60 });
    const mail = mailTo('lan.nguyen@example.vn');
    expect(mail?.text).toContain('Mã xác minh của bạn là');
    expect(mail?.raw).toContain('khaosat@example.vn');
    const otp = codeIn(mail!.text)!;
    expect(otp).toMatch(/^\d{6}$/);

    const without = await submit(form.id, {});
    expect(without.statusCode).toBe(403);
    expect(code(without)).toBe('VERIFICATION_REQUIRED');

    const verified = await post(api.formVerifyEmailOtp, { formId: form.id, target: 'lan.nguyen@example.vn', code: otp });
    expect(verified.statusCode).toBe(200);
    const { verificationToken } = data<{ verificationToken: string; expiresAt: string }>(verified);
    const again = await post(api.formVerifyEmailOtp, { formId: form.id, target: 'lan.nguyen@example.vn', code: otp });
    expect(code(again)).toBe('OTP_WRONG');

    const responseId = randomUUID();
    const saved = await t.call({ method: 'POST', url: api.saveResponse, payload: { responseId, formId: form.id, answers: { q1: 'Lan' }, verificationToken } });
    expect(saved.statusCode).toBe(200);
    const [row] = await t.db.select({ email: responses.verifiedEmail, phone: responses.verifiedPhone }).from(responses).where(eq(responses.id, responseId));
    expect(row).toEqual({ email: 'lan.nguyen@example.vn', phone: null });
    expect(code(await submit(form.id, { verificationToken: 'forged-token' }))).toBe('VERIFICATION_REQUIRED');
  });

  it('refuses a wrong code, stops after 5 tries, and refuses an expired code', async () => {
    const form = await formWith({ verification: 'email' });
    await post(api.formEmailOtp(form.id), { email: 'tries@example.vn' }, '10.0.0.2');
    const right = codeIn(mailTo('tries@example.vn')!.text)!;
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await post(api.formVerifyEmailOtp, { formId: form.id, target: 'tries@example.vn', code: wrong }, '10.0.0.2');
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'OTP_WRONG', message: 'The code is wrong or has expired' });
    for (let i = 0; i < 4; i++) await post(api.formVerifyEmailOtp, { formId: form.id, target: 'tries@example.vn', code: wrong }, '10.0.0.2');
    expect(code(await post(api.formVerifyEmailOtp, { formId: form.id, target: 'tries@example.vn', code: right }, '10.0.0.2'))).toBe('OTP_WRONG');

    await post(api.formEmailOtp(form.id), { email: 'late@example.vn' }, '10.0.0.3');
    const late = codeIn(mailTo('late@example.vn')!.text)!;
    await t.db.update(otps).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otps.target, 'late@example.vn'));
    expect(code(await post(api.formVerifyEmailOtp, { formId: form.id, target: 'late@example.vn', code: late }, '10.0.0.3'))).toBe('OTP_WRONG');
  });

  it('refuses an expired verification token on the answer', async () => {
    const form = await formWith({ verification: 'email' });
    await post(api.formEmailOtp(form.id), { email: 'expiry@example.vn' }, '10.0.0.4');
    const otp = codeIn(mailTo('expiry@example.vn')!.text)!;
    const { verificationToken } = data<{ verificationToken: string }>(await post(api.formVerifyEmailOtp, { formId: form.id, target: 'expiry@example.vn', code: otp }, '10.0.0.4'));
    await t.db.update(respondentVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(respondentVerifications.target, 'expiry@example.vn'));
    expect(code(await submit(form.id, { verificationToken }))).toBe('VERIFICATION_REQUIRED');
  });

  it('waits 60 s before sending another code to the same address, and limits one client address', async () => {
    const form = await formWith({ verification: 'email' });
    expect((await post(api.formEmailOtp(form.id), { email: 'resend@example.vn' }, '10.0.0.5')).statusCode).toBe(200);
    const resend = await post(api.formEmailOtp(form.id), { email: 'resend@example.vn' }, '10.0.0.5');
    expect(resend.statusCode).toBe(429);
    expect(code(resend)).toBe('TOO_MANY_REQUESTS');
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    expect(smtp.mails.filter((m) => m.to.includes('resend@example.vn'))).toHaveLength(1);
    // perAddress is 6 in this app: one sent above, five more addresses pass, the seventh is refused
    for (let i = 0; i < 5; i++) expect((await post(api.formEmailOtp(form.id), { email: `crowd${i}@example.vn` }, '10.0.0.5')).statusCode).toBe(200);
    expect(code(await post(api.formEmailOtp(form.id), { email: 'crowd9@example.vn' }, '10.0.0.5'))).toBe('TOO_MANY_REQUESTS');
    expect(mailTo('crowd9@example.vn')).toBeUndefined();
  });

  it('refuses codes for a form that does not ask for that channel', async () => {
    const plain = await formWith({});
    const res = await post(api.formEmailOtp(plain.id), { email: 'x@example.vn' }, '10.0.0.6');
    expect(res.statusCode).toBe(400);
    expect(code(res)).toBe('BAD_REQUEST');
    expect((await post(api.formEmailOtp(999999), { email: 'x@example.vn' }, '10.0.0.6')).statusCode).toBe(404);
    expect(code(await post(api.formEmailOtp(plain.id), { email: 'not-an-email' }, '10.0.0.6'))).toBe('VALIDATION');
  });
});

describe('SMS one-time codes', () => {
  it('needs the company SMS OTP flag; then sends through the provider, verifies and stores the phone', async () => {
    const form = await formWith({ verification: 'sms' });
    const off = await post(api.formSmsOtp, { formId: form.id, phone: '0912 345 678' }, '10.0.1.1');
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'OTP_UNAVAILABLE', message: 'This kind of verification is not enabled' });
    expect(sms.sent).toHaveLength(0);

    await t.db.update(companies).set({ smsOtpEnabled: 1 }).where(eq(companies.id, t.companyId));
    const on = await post(api.formSmsOtp, { formId: form.id, phone: '0912 345 678' }, '10.0.1.1');
    expect(on.statusCode).toBe(200);
    expect(sms.sent.at(-1)?.to).toBe('0912345678');
    const otp = codeIn(sms.sent.at(-1)!.text)!;
    expect(code(await post(api.formVerifyEmailOtp, { formId: form.id, target: '0912345678', code: otp }, '10.0.1.1'))).toBe('BAD_REQUEST');
    const verified = await post(api.formVerifySmsOtp, { formId: form.id, target: '0912.345.678', code: otp }, '10.0.1.1');
    expect(verified.statusCode).toBe(200);
    const responseId = randomUUID();
    const { verificationToken } = data<{ verificationToken: string }>(verified);
    await t.call({ method: 'POST', url: api.saveResponse, payload: { responseId, formId: form.id, answers: { q1: 'Lan' }, verificationToken } });
    const [row] = await t.db.select({ phone: responses.verifiedPhone }).from(responses).where(eq(responses.id, responseId));
    expect(row?.phone).toBe('0912345678');
    const [spent] = await t.db.select({ usedAt: otps.usedAt }).from(otps).where(and(eq(otps.target, '0912345678'), eq(otps.purpose, 'form-sms')));
    expect(spent?.usedAt).not.toBeNull();
    await t.db.update(companies).set({ smsOtpEnabled: 0 }).where(eq(companies.id, t.companyId));
  });

  it('refuses a phone number that is not one', async () => {
    const form = await formWith({ verification: 'sms' });
    await t.db.update(companies).set({ smsOtpEnabled: 1 }).where(eq(companies.id, t.companyId));
    const res = await post(api.formSmsOtp, { formId: form.id, phone: '09abc45678' }, '10.0.1.2');
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'phone' }] });
    await t.db.update(companies).set({ smsOtpEnabled: 0 }).where(eq(companies.id, t.companyId));
  });

  it('says the code was not sent when the SMS gateway fails, not "Save error!"', async () => {
    const form = await formWith({ verification: 'sms' });
    await t.db.update(companies).set({ smsOtpEnabled: 1 }).where(eq(companies.id, t.companyId));
    const deliver = sms.send.bind(sms);
    sms.send = () => Promise.reject(new Error('gateway down'));
    try {
      const res = await post(api.formSmsOtp, { formId: form.id, phone: '0912 345 679' }, '10.0.1.3');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'SERVER_ERROR', message: 'The verification code could not be sent. Please try again later' });
    } finally {
      sms.send = deliver;
      await t.db.update(companies).set({ smsOtpEnabled: 0 }).where(eq(companies.id, t.companyId));
    }
  });
});
