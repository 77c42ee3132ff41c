import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '#core/api';
import { ADMIN_PASSWORD, type TestApp, createTestApp, createUser, getCaptchaId, solvedCaptcha } from '../helpers';

/**
 * Issue 13 defect 8: an attacker's wrong passwords slow the attacker down and never lock the real
 * user out (OWASP ASVS 5.0 §6.3, device cookies). Time moves by the clock the server reads (Date).
 */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t.close());
beforeEach(() => { vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-01T08:00:00Z') }); });
afterEach(() => { vi.useRealTimers(); });

interface Attempt { captchaAnswer?: string; cookie?: string; language?: 'vi' | 'en' }

async function signInFrom(remoteAddress: string, username: string, password: string, options: Attempt = {}) {
  const captcha = options.captchaAnswer === undefined ? await solvedCaptcha(t) : { captchaId: await getCaptchaId(t), captchaAnswer: options.captchaAnswer };
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'en' };
  if (options.cookie) headers.cookie = options.cookie;
  return t.request({
    method: 'POST', url: api.login, remoteAddress, headers,
    payload: { username, password, ...captcha },
  });
}

const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

interface Refusal { success: false; code: string; message: string; retryAfter: number }

/** Guesses as fast as allowed until refused; returns how many were tried and the refusal. */
async function guessUntilRefused(address: string, username: string) {
  for (let tried = 0; tried < 100; tried++) {
    const res = await signInFrom(address, username, `Wrong-Pass${tried}`);
    if (res.statusCode === 429) return { tried, refusal: res.json<Refusal>(), header: Number(res.headers['retry-after']) };
    expect(res.statusCode).toBe(401);
  }
  throw new Error('never refused');
}

function deviceCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const device = res.cookies.find((c) => c.name === 'device');
  if (!device) throw new Error('no device cookie');
  return `device=${device.value}`;
}

describe('an attacker guessing one account', () => {
  it('gets growing waits over hours while the real user signs in from elsewhere every time, by username and by e-mail', async () => {
    await createUser(t, { username: 'vera', password: 'Vera-Pass11', email: 'vera@example.gov.vn' });
    const waits: number[] = [];
    let first = true;
    for (let round = 0; round < 14; round++) {
      const { tried, refusal, header } = await guessUntilRefused('10.1.0.66', 'vera');
      expect(tried).toBe(first ? 5 : 1);
      first = false;
      expect(refusal).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
      expect(refusal.retryAfter).toBe(header);
      waits.push(refusal.retryAfter);
      const real = await signInFrom('10.1.0.2', round % 2 === 0 ? 'vera' : 'VERA@example.gov.vn', 'Vera-Pass11');
      expect(real.statusCode, `real user in round ${round}`).toBe(200);
      later(refusal.retryAfter);
    }
    expect(waits.slice(0, 5)).toEqual([30, 60, 120, 240, 480]);
    expect(Math.min(...waits.slice(5))).toBeGreaterThanOrEqual(480);
    expect(Math.max(...waits)).toBeLessThanOrEqual(15 * 60);
    const hours = waits.reduce((sum, w) => sum + w, 0) / 3600;
    expect(hours).toBeGreaterThan(2);
  });

  it('never stops the real user with their device cookie, even from the attacker\'s own address', async () => {
    await createUser(t, { username: 'wanda', password: 'Wanda-Pass11', email: 'wanda@example.gov.vn' });
    await createUser(t, { username: 'xuan', password: 'Xuan-Pass111' });
    const before = await signInFrom('10.2.0.2', 'wanda', 'Wanda-Pass11');
    expect(before.statusCode).toBe(200);
    let device = deviceCookieOf(before);
    const attacker = '10.2.0.66';
    for (let name = 0; name < 25; name++) await signInFrom(attacker, `someone${name}`, 'Wrong-Pass1');
    for (let round = 0; round < 6; round++) {
      const { refusal } = await guessUntilRefused(attacker, 'wanda');
      const withoutCookie = await signInFrom(attacker, 'wanda', 'Wanda-Pass11');
      expect(withoutCookie.statusCode).toBe(429);
      const withCookie = await signInFrom(attacker, 'wanda@example.gov.vn', 'Wanda-Pass11', { cookie: device });
      expect(withCookie.statusCode, `own browser in round ${round}`).toBe(200);
      const stale = device;
      device = deviceCookieOf(withCookie); // renewed at each sign-in: the old value no longer counts
      expect((await signInFrom(attacker, 'wanda', 'Wanda-Pass11', { cookie: stale })).statusCode).toBe(429);
      // the cookie stands for wanda only: another account from that address still waits
      expect((await signInFrom(attacker, 'xuan', 'Xuan-Pass111', { cookie: device })).statusCode).toBe(429);
      later(refusal.retryAfter);
    }
  });

  it('a known device that guesses wrong itself is slowed down like any other', async () => {
    await createUser(t, { username: 'yen', password: 'Yen-Pass1111' });
    const device = deviceCookieOf(await signInFrom('10.3.0.2', 'yen', 'Yen-Pass1111'));
    for (let i = 0; i < 5; i++) expect((await signInFrom('10.3.0.2', 'yen', 'Wrong-Pass1', { cookie: device })).statusCode).toBe(401);
    expect((await signInFrom('10.3.0.2', 'yen', 'Yen-Pass1111', { cookie: device })).statusCode).toBe(429);
    expect((await signInFrom('10.3.0.9', 'yen', 'Yen-Pass1111')).statusCode).toBe(200);
  });
});

describe('what counts', () => {
  it('counts the username and the e-mail of one account as one, and an unknown name alike', async () => {
    await createUser(t, { username: 'zoe', password: 'Zoe-Pass1111', email: 'zoe@example.gov.vn' });
    for (const name of ['zoe', 'ZOE@example.gov.vn', 'Zoe', 'zoe@example.gov.vn', ' zoe ']) {
      expect((await signInFrom('10.4.0.66', name, 'Wrong-Pass1')).statusCode).toBe(401);
    }
    const account = await signInFrom('10.4.0.66', 'zoe@example.gov.vn', 'Zoe-Pass1111');
    expect(account.statusCode).toBe(429);
    for (let i = 0; i < 5; i++) expect((await signInFrom('10.4.0.67', 'nobody-here', 'Wrong-Pass1')).statusCode).toBe(401);
    const unknown = await signInFrom('10.4.0.67', 'Nobody-Here', 'Wrong-Pass1');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(account.json());
  });

  it('a wrong captcha uses none of the password budget', async () => {
    await createUser(t, { username: 'an', password: 'An-Pass11111' });
    for (let i = 0; i < 40; i++) {
      const res = await signInFrom('10.5.0.66', i % 2 ? 'an' : `other${i}`, 'Wrong-Pass1', { captchaAnswer: 'wrong' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
    }
    expect((await signInFrom('10.5.0.66', 'an', 'An-Pass11111')).statusCode).toBe(200);
  });

  it('slows credential stuffing from one address across accounts', async () => {
    for (let i = 0; i < 20; i++) expect((await signInFrom('10.6.0.66', `stuffed${i}`, 'Wrong-Pass1')).statusCode).toBe(401);
    const refused = await signInFrom('10.6.0.66', 'admin', ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect((await signInFrom('10.6.0.2', 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    later(refused.json<Refusal>().retryAfter);
    expect((await signInFrom('10.6.0.66', 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('counts parallel guesses before answering any: 5 of 12 simultaneous guesses are tried', async () => {
    await createUser(t, { username: 'binh', password: 'Binh-Pass111' });
    const captchas = await Promise.all(Array.from({ length: 12 }, () => solvedCaptcha(t)));
    const replies = await Promise.all(captchas.map((captcha) => t.request({
      method: 'POST', url: api.login, remoteAddress: '10.7.0.66', payload: { username: 'binh', password: 'Wrong-Pass1', ...captcha },
    })));
    expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });
});

describe('the refusal', () => {
  it('says in the reader\'s language how long to wait, in the envelope and in Retry-After', async () => {
    await createUser(t, { username: 'cuong', password: 'Cuong-Pass11' });
    await guessUntilRefused('10.8.0.66', 'cuong');
    const en = await signInFrom('10.8.0.66', 'cuong', 'Cuong-Pass11');
    expect(en.headers['retry-after']).toBe('30');
    expect(en.json()).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait 30 seconds and try again', retryAfter: 30 });
    const vi = await signInFrom('10.8.0.66', 'cuong', 'Cuong-Pass11', { language: 'vi' });
    expect(vi.json()).toMatchObject({ message: 'Bạn đã thử quá nhiều lần. Vui lòng đợi 30 giây rồi thử lại', retryAfter: 30 });
    for (const wait of [30, 60, 120]) {
      later(wait);
      expect((await signInFrom('10.8.0.66', 'cuong', 'Wrong-Pass1')).statusCode).toBe(401);
    }
    const minutes = await signInFrom('10.8.0.66', 'cuong', 'Cuong-Pass11', { language: 'vi' });
    expect(minutes.json()).toMatchObject({ message: 'Bạn đã thử quá nhiều lần. Vui lòng đợi 4 phút rồi thử lại', retryAfter: 240 });
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, only for the sign-in call', async () => {
    const res = await signInFrom('10.9.0.2', 'admin', ADMIN_PASSWORD);
    const header = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('device='));
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Strict/i);
    expect(header).toMatch(/Path=\/api\/v1\/user\/login/);
  });
});
