import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { otps } from '#server/db/schema/index';
import { startSmtp } from '../answering-helpers';
import { type TestApp, createTestApp, createUser, getCaptchaId, login, signIn, solvedCaptcha } from '../helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'khaosat@example.vn', passwordResetLimits: { perAccount: 3, perAddress: 6, windowSeconds: 3600 } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let addresses = 0;
/** Each test asks from its own client address, so only its own requests count on the address limit. */
const newAddress = () => `198.51.100.${++addresses}`;

/** Asks for a reset link with a solved captcha, or with `captchaAnswer` (a wrong one) for a fresh captcha. */
async function forgot(username: string, remoteAddress: string, captchaAnswer?: string, app = t) {
  const captcha = captchaAnswer === undefined ? await solvedCaptcha(app) : { captchaId: await getCaptchaId(app), captchaAnswer };
  return app.request({ method: 'POST', url: api.userForgotPassword, remoteAddress, headers: { 'accept-language': 'en' }, payload: { username, ...captcha } });
}
const reset = (token: string, newPassword: string) =>
  t.request({ method: 'POST', url: api.userResetByToken, headers: { 'accept-language': 'en' }, payload: { token, newPassword, confirmPassword: newPassword } });
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
const tokenIn = (text: string) => decodeURIComponent(/\/reset-password\?token=([\w%-]+)/.exec(text)?.[1] ?? '');
async function mailedToken(address: string, count = 1): Promise<string> {
  await expect.poll(() => mailsTo(address).length).toBe(count);
  return tokenIn(mailsTo(address).at(-1)?.text ?? '');
}
const signedIn = async (cookie: string) => (await t.request({ method: 'GET', url: api.init, cookie })).json<{ responseData: { user: unknown } }>().responseData.user !== null;
const person = (username: string, email: string | undefined, status = 1) => createUser(t, { username, password: 'First-Pass1', email, status });

describe('forgot password', () => {
  it('answers alike, and before any mail goes, whether the account exists or not', async () => {
    let releaseMail = () => undefined as void;
    const held = await startSmtp(new Promise<void>((resolve) => { releaseMail = resolve; }));
    const heldApp = await createTestApp({ smtpUrl: held.url, mailFrom: 'khaosat@example.vn' });
    try {
      await createUser(heldApp, { username: 'hoa', password: 'First-Pass1', email: 'hoa@example.vn' });
      const existing = await forgot('hoa', newAddress(), undefined, heldApp);
      const unknown = await forgot('nobody-here', newAddress(), undefined, heldApp);
      // the mail server still holds the message: the reply did not wait for it
      expect(held.mails).toEqual([]);
      expect([existing.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(existing.body).toBe(unknown.body);
      releaseMail();
      await expect.poll(() => held.mails.map((m) => m.to)).toEqual([['hoa@example.vn']]);
    } finally {
      releaseMail();
      await heldApp.close();
      await held.close();
    }
  });

  it('mails a link stored only hashed that sets the password once, by username or e-mail, and ends every session', async () => {
    const u = await person('lan', 'Lan.Tran@example.vn');
    const session = await signIn(t, 'lan', 'First-Pass1');
    expect((await forgot('  LAN.TRAN@example.vn ', newAddress())).statusCode).toBe(200);
    const token = await mailedToken('Lan.Tran@example.vn');
    const [row] = await t.db.select().from(otps).where(eq(otps.target, String(u.id)));
    expect(row?.codeHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

    expect((await reset(token, 'weak')).statusCode).toBe(400);
    expect((await reset(token, 'Lan-Moi-2026')).statusCode).toBe(200);
    expect(await signedIn(session)).toBe(false);
    expect((await login(t, 'lan', 'First-Pass1')).statusCode).toBe(401);
    await expect(signIn(t, 'lan', 'Lan-Moi-2026')).resolves.toMatch(/^sid=/);
    const again = await reset(token, 'Lan-Lai-2027');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: 'The password reset link is invalid, expired or already used' });
  });

  it('refuses an expired link, and a link a newer one replaced', async () => {
    const u = await person('mai', 'mai@example.vn');
    await forgot('mai', newAddress());
    const first = await mailedToken('mai@example.vn');
    await forgot('mai', newAddress());
    const second = await mailedToken('mai@example.vn', 2);
    expect((await reset(first, 'Mai-Moi-2026')).statusCode).toBe(400);
    await t.db.update(otps).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otps.target, String(u.id)));
    expect((await reset(second, 'Mai-Moi-2026')).statusCode).toBe(400);
    expect((await login(t, 'mai', 'Mai-Moi-2026')).statusCode).toBe(401);
  });

  it('mails nobody for a locked account or one without an e-mail, with the same reply', async () => {
    await person('khoa', 'khoa@example.vn', 0);
    await person('khongmail', undefined);
    const before = smtp.mails.length;
    const replies = [await forgot('khoa', newAddress()), await forgot('khongmail', newAddress()), await forgot('chua-co', newAddress())];
    expect(replies.map((r) => [r.statusCode, r.body])).toEqual(Array.from({ length: 3 }, () => [200, replies[0]?.body]));
    // a later request's mail arriving proves the earlier ones had their turn
    await person('sau', 'sau@example.vn');
    await forgot('sau', newAddress());
    await mailedToken('sau@example.vn');
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('limits requests per account, counting an unknown name alike, and per client address', async () => {
    await person('nam', 'nam@example.vn');
    for (const name of ['nam', 'khong-ai']) {
      const replies = [];
      for (let i = 0; i < 4; i++) replies.push(await forgot(name, newAddress()));
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
      expect(replies[3]?.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
      expect(Number(replies[3]?.headers['retry-after'])).toBeGreaterThan(0);
    }
    await mailedToken('nam@example.vn', 3);

    const crowd = newAddress();
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await forgot(`ai-do-${i}`, crowd)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('refuses a wrong captcha and bad input, in the language asked, and mails nothing', async () => {
    await person('sai', 'sai@example.vn');
    const wrong = await forgot('sai', newAddress(), 'wrong');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: 'CAPTCHA_WRONG' });
    const empty = await t.request({ method: 'POST', url: api.userForgotPassword, headers: { 'accept-language': 'vi' }, payload: { username: '', captchaId: 'x' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    await person('sau2', 'sau2@example.vn');
    await forgot('sau2', newAddress());
    await mailedToken('sau2@example.vn');
    expect(mailsTo('sai@example.vn')).toEqual([]);
  });

  it('points the link at PUBLIC_URL, whatever host the request names; production without it sends none', async () => {
    const evilHostForgot = async (other: TestApp, username: string) => {
      return other.request({ method: 'POST', url: api.userForgotPassword, headers: { host: 'evil.example.com' }, payload: { username, ...(await solvedCaptcha(other)) } });
    };
    const unpublished = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'khaosat@example.vn', production: true });
    const published = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'khaosat@example.vn', publicUrl: 'https://khaosat.example.gov.vn', production: true });
    try {
      await createUser(unpublished, { username: 'noaddress', password: 'First-Pass1', email: 'noaddress@example.vn' });
      await createUser(published, { username: 'host', password: 'First-Pass1', email: 'host@example.vn' });
      expect((await evilHostForgot(unpublished, 'noaddress')).statusCode).toBe(200);
      expect((await evilHostForgot(published, 'host')).statusCode).toBe(200);
      await mailedToken('host@example.vn');
      expect(mailsTo('host@example.vn')[0]?.text).toMatch(/^https:\/\/khaosat\.example\.gov\.vn\/reset-password\?token=/m);
      expect(mailsTo('host@example.vn')[0]?.text).not.toContain('evil.example.com');
      // asked first, on a server that stays up: a link it sent would have come before
      expect(mailsTo('noaddress@example.vn')).toEqual([]);
    } finally {
      await published.close();
      await unpublished.close();
    }
  });
});
