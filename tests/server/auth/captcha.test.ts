import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { type CaptchaPayload, decodeCaptchaPayload } from '#core/captcha';
import { encodeCaptchaPayload } from '#offline/captcha/captcha-solve';
import { captchas, companies } from '#server/db/schema/index';
import { TEST_CAPTCHA_DIFFICULTY } from '../../support/captcha';
import { type TestApp, createTestApp, createUser, solvedCaptcha } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { username: 'lan', password: 'Lan-Pass12' });
});
afterAll(async () => { await t.close(); });

const signInWith = (captcha: { captchaId: string; captchaAnswer: string }, language = 'en') =>
  t.request({ method: 'POST', url: api.login, headers: { 'accept-language': language }, payload: { username: 'lan', password: 'Lan-Pass12', ...captcha } });

/** The same solved captcha with its payload changed by `change`. */
function altered(captcha: { captchaId: string; captchaAnswer: string }, change: (payload: CaptchaPayload) => CaptchaPayload) {
  const payload = decodeCaptchaPayload(captcha.captchaAnswer);
  if (!payload) throw new Error('the solver gave no payload');
  return { captchaId: captcha.captchaId, captchaAnswer: encodeCaptchaPayload(change(payload)) };
}

describe('the proof-of-work captcha (ALTCHA)', () => {
  it('issues a challenge of the configured difficulty and keeps its signing secret in the database only', async () => {
    const res = await t.request({ method: 'GET', url: api.captcha });
    expect(res.statusCode).toBe(200);
    const reply = res.json<{ responseData: { captchaId: string; challenge: { parameters: { keyPrefix: string } } } }>().responseData;
    expect(reply.challenge.parameters.keyPrefix).toBe('0'.repeat(TEST_CAPTCHA_DIFFICULTY));
    const [row] = await t.db.select().from(captchas).where(eq(captchas.id, reply.captchaId));
    expect(row?.used).toBe(false);
    expect(res.body).not.toContain(row?.salt);
  });

  it('lets a solved captcha sign in once; the same solution again is refused', async () => {
    const captcha = await solvedCaptcha(t);
    expect((await signInWith(captcha)).statusCode).toBe(200);
    const replay = await signInWith(captcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, code: 'CAPTCHA_WRONG' });
  });

  it('refuses a wrong solution with CAPTCHA_WRONG in the language asked', async () => {
    const wrongKey = (payload: CaptchaPayload) => ({ ...payload, solution: { ...payload.solution, derivedKey: 'ff'.repeat(32) } });
    const en = await signInWith(altered(await solvedCaptcha(t), wrongKey), 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ success: false, code: 'CAPTCHA_WRONG', message: 'The captcha is wrong or expired' });
    const vi = await signInWith(altered(await solvedCaptcha(t), wrongKey), 'vi');
    expect(vi.json()).toEqual({ success: false, code: 'CAPTCHA_WRONG', message: 'Mã xác thực không đúng hoặc đã hết hạn' });
    const notAPayload = await signInWith({ ...(await solvedCaptcha(t)), captchaAnswer: 'x7k2q' });
    expect(notAPayload.json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
  });

  it('refuses a challenge whose difficulty or expiry the client changed (the HMAC no longer matches)', async () => {
    const easier = altered(await solvedCaptcha(t), (p) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, keyPrefix: 'f' } } }));
    expect((await signInWith(easier)).json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
    const later = altered(await solvedCaptcha(t), (p) => ({
      ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, expiresAt: (p.challenge.parameters.expiresAt ?? 0) + 3600 } },
    }));
    expect((await signInWith(later)).json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
  });

  it('refuses an expired captcha, and a solution presented under another captcha id', async () => {
    const expired = await solvedCaptcha(t);
    await t.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.id, expired.captchaId));
    expect((await signInWith(expired)).json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
    const [first, second] = [await solvedCaptcha(t), await solvedCaptcha(t)];
    expect((await signInWith({ captchaId: second.captchaId, captchaAnswer: first.captchaAnswer })).json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
  });

  it('refuses a captcha solved for another company', async () => {
    const [other] = await t.db.insert(companies).values({ name: 'Other company for captcha' }).returning();
    const theirs = await solvedCaptcha(t, { 'x-company-id': String(other?.id) });
    expect((await signInWith(theirs)).json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
  });
});
