import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '#core/api';
import { api } from '#core/api';
import { configs, users } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, signIn } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('GET system/init', () => {
  it('serves anonymous visitors with user null and the company settings', async () => {
    const res = await t.request({ method: 'GET', url: api.init });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      responseData: {
        user: null, userPermission: [], permissionZones: [], syncedUser: false, managesUsers: false,
        companySettings: { companyId: t.companyId, companyName: 'Test company', logoHeadWhite: null, logoHeadBlue: null, smsOtpEnabled: 0, httpsRedirect: 0, logo: null },
      },
    });
    const all = (res.json<{ responseData: { allPermission: { code: string }[] } }>()).responseData.allPermission;
    expect(all.map((p) => p.code)).toContain('AccessMeet');
  });

  it('gives a signed-in system administrator every permission, and syncedUser when asked', async () => {
    await t.db.insert(configs).values({ companyId: t.companyId, key: 'https-redirect', content: '1' });
    const cookie = await signIn(t);
    const res = await t.request({ method: 'GET', url: `${api.init}?syncUser=true`, cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ responseData: { user: { username: string; isSystem: boolean }; userPermission: string[]; allPermission: unknown[]; syncedUser: boolean; companySettings: { httpsRedirect: number } } }>();
    expect(body.responseData.user).toMatchObject({ username: 'admin', isSystem: true, role: 2 });
    expect(body.responseData.userPermission).toHaveLength(body.responseData.allPermission.length);
    expect(body.responseData.syncedUser).toBe(true);
    expect(body.responseData.companySettings.httpsRedirect).toBe(1);
  });

  it('answers 403 ACCOUNT_LOCKED for the session of a user locked since, and 401 once the user is deleted', async () => {
    const carol = await createUser(t, { username: 'carol', password: 'Carol-Pass1' });
    const cookie = await signIn(t, 'carol', 'Carol-Pass1');
    await t.db.update(users).set({ status: UserStatus.Disable }).where(eq(users.id, carol.id));
    const locked = await t.request({ method: 'GET', url: api.init, cookie });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ success: false, code: 'ACCOUNT_LOCKED' });
    await t.db.update(users).set({ status: UserStatus.Deleted }).where(eq(users.id, carol.id));
    const gone = await t.request({ method: 'GET', url: api.init, cookie });
    expect(gone.statusCode).toBe(401);
  });

  it('says managesUsers for a user with a managed user, until that user is deleted', async () => {
    const boss = await createUser(t, { username: 'init-boss', password: 'Boss-Pass1' });
    const staff = await createUser(t, { username: 'init-staff', password: 'Staff-Pass1' });
    const cookie = await signIn(t, 'init-boss', 'Boss-Pass1');
    const manages = async () => (await t.request({ method: 'GET', url: api.init, cookie })).json<{ responseData: { managesUsers: boolean } }>().responseData.managesUsers;
    expect(await manages()).toBe(false);
    await t.db.update(users).set({ managerId: boss.id }).where(eq(users.id, staff.id));
    expect(await manages()).toBe(true);
    await t.db.update(users).set({ status: UserStatus.Deleted }).where(eq(users.id, staff.id));
    expect(await manages()).toBe(false);
  });

  it('treats an unknown or expired cookie as anonymous', async () => {
    const res = await t.request({ method: 'GET', url: api.init, cookie: 'sid=not-a-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ responseData: { user: null } });
  });
});
