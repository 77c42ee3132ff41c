import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { otps } from '#server/db/schema/index';
import { startSmtp } from './answering-helpers';
import { type TestApp, createTestApp, createUser, data, login, signIn } from './helpers';
import { type UsersFixture, call, fieldErrors, usersFixture } from './users-fixture';

let t: TestApp;
let f: UsersFixture;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'khaosat@example.vn' });
  f = await usersFixture(t, 'pw');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const person = (username: string, email?: string) => createUser(t, { username, password: 'First-Pass1', email });
const signedIn = async (cookie: string) => (await t.request({ method: 'GET', url: api.init, cookie })).json<{ responseData: { user: unknown } }>().responseData.user !== null;

describe('reset_pass and update-password', () => {
  it('generates a password meeting the rule, shown once; the old one and the old sessions stop working', async () => {
    const u = await person('gen');
    const old = await signIn(t, 'gen', 'First-Pass1');
    const res = await call(t, f.admin, { method: 'POST', url: api.userResetPass, payload: { userId: u.id } });
    const { generatedPassword } = data<{ generatedPassword: string }>(res);
    expect(generatedPassword).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/);
    expect(await signedIn(old)).toBe(false);
    expect((await login(t, 'gen', 'First-Pass1')).statusCode).toBe(401);
    await expect(signIn(t, 'gen', generatedPassword)).resolves.toMatch(/^sid=/);
  });

  it('sets a chosen password, through reset_pass and its generic /api/user/reset_pass form', async () => {
    const u = await person('chosen');
    const weak = await call(t, f.admin, { method: 'POST', url: api.userResetPass, payload: { userId: u.id, password: 'weakpass' } });
    expect(fieldErrors(weak)).toEqual({ password: 'Password must have at least 8 characters with a digit, an uppercase and a lowercase letter' });
    const generic = await call(t, f.admin, { method: 'POST', url: api.genericResetPass, payload: { module: 'user', function: 'reset_pass', data: { userId: u.id, password: 'Chosen-Pass2' } } });
    expect(data(generic)).toEqual({ generatedPassword: null });
    await expect(signIn(t, 'chosen', 'Chosen-Pass2')).resolves.toMatch(/^sid=/);
    const otherPair = await call(t, f.admin, { method: 'POST', url: '/api/form/reset_pass', payload: { module: 'form', function: 'reset_pass', data: { userId: u.id } } });
    expect(otherPair.statusCode).toBe(404);
    const mismatch = await call(t, f.admin, { method: 'POST', url: api.genericResetPass, payload: { module: 'user', function: 'delete', data: { userId: u.id } } });
    expect(mismatch.statusCode).toBe(400);
  });

  it('update-password checks the rule and the confirmation', async () => {
    const u = await person('upd');
    const res = await call(t, f.admin, { method: 'POST', url: api.userUpdatePassword(u.id), payload: { newPassword: 'Upd-Pass22', confirmPassword: 'Upd-Pass23' } });
    expect(fieldErrors(res)).toEqual({ confirmPassword: 'Confirm password does not match' });
    const empty = await t.request({ method: 'POST', url: api.userUpdatePassword(u.id), cookie: f.admin, payload: { newPassword: '', confirmPassword: '' } });
    expect(fieldErrors(empty)).toEqual({ newPassword: 'Vui lòng nhập mật khẩu' });
    expect((await call(t, f.admin, { method: 'POST', url: api.userUpdatePassword(u.id), payload: { newPassword: 'Upd-Pass22', confirmPassword: 'Upd-Pass22' } })).statusCode).toBe(200);
    await expect(signIn(t, 'upd', 'Upd-Pass22')).resolves.toMatch(/^sid=/);
  });
});

describe('update-password-email: a mailed single-use link', () => {
  const linkIn = (text: string) => /https?:\/\/\S+\/reset-password\?token=([\w%-]+)/.exec(text);
  const mailTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address)).at(-1);
  const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
    t.request({ method: 'POST', url: api.userResetByToken, headers: { 'accept-language': 'en' }, payload: { token, newPassword, confirmPassword } });

  it('mails a link whose token is stored only hashed; it sets the password once', async () => {
    const u = await person('mailed', 'mailed@example.vn');
    const sent = await call(t, f.admin, { method: 'POST', url: api.userUpdatePasswordEmail(u.id) });
    expect(data(sent)).toMatchObject({ sentTo: 'mailed@example.vn' });
    const mail = mailTo('mailed@example.vn')!;
    expect(mail.text).toContain('đặt mật khẩu mới');
    expect(mail.text).toContain('Open this link to set a new password');
    const token = decodeURIComponent(linkIn(mail.text)![1]!);
    const [row] = await t.db.select().from(otps).where(eq(otps.target, String(u.id)));
    expect(row!.codeHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    expect(fieldErrors(await reset(token, 'weak'))).toEqual({ newPassword: 'Password must have at least 8 characters with a digit, an uppercase and a lowercase letter' });
    expect(fieldErrors(await reset(token, 'Mailed-Pass1', 'Mailed-Pass2'))).toEqual({ confirmPassword: 'Confirm password does not match' });
    expect((await reset(token, 'Mailed-Pass1')).statusCode).toBe(200);
    await expect(signIn(t, 'mailed', 'Mailed-Pass1')).resolves.toMatch(/^sid=/);
    const again = await reset(token, 'Mailed-Pass3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'The password reset link is invalid, expired or already used' });
  });

  it('refuses an expired link and a link replaced by a newer one', async () => {
    const u = await person('late', 'late@example.vn');
    await call(t, f.admin, { method: 'POST', url: api.userUpdatePasswordEmail(u.id) });
    const first = decodeURIComponent(linkIn(mailTo('late@example.vn')!.text)![1]!);
    await call(t, f.admin, { method: 'POST', url: api.userUpdatePasswordEmail(u.id) });
    const second = decodeURIComponent(linkIn(mailTo('late@example.vn')!.text)![1]!);
    expect(second).not.toBe(first);
    expect((await reset(first, 'Late-Pass1')).statusCode).toBe(400);
    await t.db.update(otps).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otps.target, String(u.id)));
    expect((await reset(second, 'Late-Pass1')).statusCode).toBe(400);
    expect((await login(t, 'late', 'Late-Pass1')).statusCode).toBe(401);
  });

  it('points the link at PUBLIC_URL when it is set, whatever host the request names', async () => {
    const published = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'khaosat@example.vn', publicUrl: 'https://khaosat.example.gov.vn' });
    try {
      const u = await createUser(published, { username: 'linked', password: 'First-Pass1', email: 'linked@example.vn' });
      const admin = await signIn(published);
      const sent = await published.request({ method: 'POST', url: api.userUpdatePasswordEmail(u.id), cookie: admin, headers: { host: 'evil.example.com' } });
      expect(sent.statusCode).toBe(200);
      expect(mailTo('linked@example.vn')!.text).toMatch(/^https:\/\/khaosat\.example\.gov\.vn\/reset-password\?token=/m);
      expect(mailTo('linked@example.vn')!.text).not.toContain('evil.example.com');
    } finally {
      await published.close();
    }
  });

  it('says so when the user has no email address', async () => {
    const u = await person('nomail');
    const res = await call(t, f.admin, { method: 'POST', url: api.userUpdatePasswordEmail(u.id) });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ email: 'This user has no email address' });
  });
});
