import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '#core/api';
import { api } from '#core/api';
import { actionLogs, sessions } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, login, signIn, solvedCaptcha } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { username: 'alice', password: 'Alice-Pass1', email: 'alice@example.gov.vn' });
  await createUser(t, { username: 'locked', password: 'Locked-Pass1', status: UserStatus.Disable });
  await createUser(t, { username: 'gone', password: 'Gone-Pass1', status: UserStatus.Deleted });
});
afterAll(async () => { await t.close(); });

describe('captcha', () => {
  it('refuses a wrong answer with 400 CAPTCHA_WRONG', async () => {
    const res = await login(t, 'alice', 'Alice-Pass1', 'wrong');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'CAPTCHA_WRONG' });
  });

  it('is single use: a second attempt with the same captcha fails even with the right answer', async () => {
    const captcha = await solvedCaptcha(t);
    const first = await t.request({ method: 'POST', url: api.login, payload: { username: 'alice', password: 'wrong-Pass1', ...captcha } });
    expect(first.statusCode).toBe(401);
    const second = await t.request({ method: 'POST', url: api.login, payload: { username: 'alice', password: 'Alice-Pass1', ...captcha } });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'CAPTCHA_WRONG' });
  });
});

describe('sign-in', () => {
  it('signs in by username or email and sets an HttpOnly SameSite=Lax cookie whose hash is stored', async () => {
    const res = await login(t, 'alice', 'Alice-Pass1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, responseData: { user: { username: 'alice', role: 1, isSystem: false } } });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/sid=/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    const token = res.cookies.find((c) => c.name === 'sid')!.value;
    const stored = await t.db.select().from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    expect((await login(t, 'ALICE@example.gov.vn', 'Alice-Pass1')).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown or deleted user alike: 401 LOGIN_FAILED', async () => {
    const wrong = await login(t, 'admin', 'Wrong-Pass1');
    const unknown = await login(t, 'nobody', 'Wrong-Pass1');
    const deleted = await login(t, 'gone', 'Gone-Pass1');
    for (const res of [wrong, unknown, deleted]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(wrong.json());
      expect(res.json()).toMatchObject({ success: false, code: 'LOGIN_FAILED' });
    }
  });

  it('refuses a locked user with 403 ACCOUNT_LOCKED', async () => {
    const res = await login(t, 'locked', 'Locked-Pass1');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('signs out: the cookie no longer identifies anyone', async () => {
    const cookie = await signIn(t, 'alice', 'Alice-Pass1');
    const before = await t.request({ method: 'GET', url: api.init, cookie });
    expect(before.json()).toMatchObject({ responseData: { user: { username: 'alice' } } });
    expect((await t.request({ method: 'POST', url: api.logout, cookie })).statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: api.init, cookie });
    expect(after.json()).toMatchObject({ responseData: { user: null } });
  });
});

describe('change-pass', () => {
  it('applies the password rule, the confirmation and the old password, then revokes other sessions', async () => {
    await createUser(t, { username: 'bob', password: 'Bob-Pass11' });
    const cookie = await signIn(t, 'bob', 'Bob-Pass11');
    const other = await signIn(t, 'bob', 'Bob-Pass11');
    const send = (payload: object) => t.request({ method: 'POST', url: api.changePassword, cookie, payload, headers: { 'accept-language': 'en' } });

    const weak = await send({ oldPassword: 'Bob-Pass11', newPassword: 'alllowercase1', confirmPassword: 'alllowercase1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'newPassword', message: expect.stringContaining('at least 8 characters') as unknown }] });
    const mismatch = await send({ oldPassword: 'Bob-Pass11', newPassword: 'New-Pass22', confirmPassword: 'New-Pass23' });
    expect(mismatch.json()).toMatchObject({ errors: [{ field: 'confirmPassword', message: 'Confirm password does not match' }] });
    const oldWrong = await send({ oldPassword: 'Nope-Pass11', newPassword: 'New-Pass22', confirmPassword: 'New-Pass22' });
    expect(oldWrong.json()).toMatchObject({ errors: [{ field: 'oldPassword', message: 'The current password is wrong' }] });

    const done = await send({ oldPassword: 'Bob-Pass11', newPassword: 'New-Pass22', confirmPassword: 'New-Pass22' });
    expect(done.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: api.init, cookie })).json()).toMatchObject({ responseData: { user: { username: 'bob' } } });
    expect((await t.request({ method: 'GET', url: api.init, cookie: other })).json()).toMatchObject({ responseData: { user: null } });
    expect((await login(t, 'bob', 'New-Pass22')).statusCode).toBe(200);
    const logs = await t.db.select().from(actionLogs).where(eq(actionLogs.type, 'change-password'));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.ip).toBeTruthy();
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'POST', url: api.changePassword, payload: { oldPassword: 'x', newPassword: 'New-Pass22', confirmPassword: 'New-Pass22' } });
    expect(res.statusCode).toBe(401);
  });
});

// sign-in throttling: tests/server/auth/sign-in-throttle.test.ts
