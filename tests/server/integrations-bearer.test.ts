import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionLogList } from '#core/api';
import { INTEGRATION_CALLS_PER_MINUTE, type IntegrationItem, type IntegrationSaved } from '#core/api';
import { api } from '#core/api';
import { actionLogs, integrateTokens, integrateUsers, rateLimits } from '#server/db/schema/index';
import { type TestApp, createTestApp, data, otherCompanyUser, signIn } from './helpers';
import { type Requester, bearer, createAccount, tokenFor, withBearer } from './integrations-fixture';

let t: TestApp;
let admin: Requester;
let reader: IntegrationSaved;

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await signIn(t);
  admin = (o) => t.app.inject({ ...o, headers: { ...t.headers({ cookie }), ...(o.headers as Record<string, string> | undefined) } });
  reader = await createAccount(admin, 'Log reader', ['LogView']);
});
afterAll(async () => { await t.close(); });

const callLogRows = (accountId: number) => t.db.select().from(actionLogs)
  .where(and(eq(actionLogs.type, 'integration-call'), eq(actionLogs.entityId, String(accountId))));
const en = (headers: Record<string, string>) => ({ ...headers, 'accept-language': 'en' });

describe('token and bearer calls', () => {
  it('create → token → an API the scope allows: 200, one integration-call row, last use moves', async () => {
    const res = await tokenFor(t, reader.clientId, reader.clientSecret!);
    expect(res.statusCode, res.body).toBe(200);
    const token = data<{ accessToken: string; tokenType: string; expiresIn: number }>(res);
    expect(token).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
    const [stored] = await t.db.select().from(integrateTokens).where(eq(integrateTokens.integrateUserId, reader.id));
    expect(stored!.tokenHash).not.toBe(token.accessToken);
    expect(Math.abs(stored!.expiresAt.getTime() - Date.now() - 3600_000)).toBeLessThan(60_000);

    expect(await callLogRows(reader.id)).toEqual([]);
    const call = await t.app.inject({ method: 'GET', url: `${api.actionLogList}?type=create&access_token=abc`, headers: withBearer(t, token.accessToken) });
    expect(call.statusCode, call.body).toBe(200);
    expect(data<ActionLogList>(call).data.map((r) => r.entity)).toEqual(['integrate-user']);
    const rows = await callLogRows(reader.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userName: `integration:${reader.clientId}`, entity: 'integrate-user', title: 'GET /api/v1/LogAction?type=create&access_token=***',
      newData: { method: 'GET', path: '/api/v1/LogAction?type=create&access_token=***', status: 200 },
    });
    const item = data<IntegrationItem>(await admin({ method: 'GET', url: api.integrateUser(reader.id) }));
    expect(Date.now() - Date.parse(item.lastUsedAt!)).toBeLessThan(60_000);
  });

  it('outside the scope: 403, and the refused call is logged too', async () => {
    const token = await bearer(t, reader);
    const before = (await callLogRows(reader.id)).length;
    const res = await t.app.inject({ method: 'GET', url: api.integrateUsers, headers: withBearer(t, token) });
    expect(res.statusCode).toBe(403);
    const rows = await callLogRows(reader.id);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.newData).toMatchObject({ status: 403 });
  });

  it('wrong secret and unknown client id: 401 alike, with a clear message', async () => {
    const wrong = await tokenFor(t, reader.clientId, 'not-the-secret', en(t.headers()));
    const unknown = await tokenFor(t, 'ic-unknown', 'whatever', en(t.headers()));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'The client id or secret is wrong' });
    }
    expect((await tokenFor(t, reader.clientId, '')).statusCode).toBe(400);
  });

  it('a disabled account: its token stops at once, and it gets no new one', async () => {
    const account = await createAccount(admin, 'Paused', ['LogView']);
    const token = await bearer(t, account);
    const disable = await admin({ method: 'PUT', url: api.integrateUsers, payload: { id: account.id, name: account.name, enabled: false, scope: account.scope } });
    expect(data<IntegrationItem>(disable).enabled).toBe(false);
    const call = await t.app.inject({ method: 'GET', url: api.actionLogList, headers: en(withBearer(t, token)) });
    expect(call.statusCode).toBe(401);
    expect(call.json()).toMatchObject({ message: 'The access token is invalid or expired: ask for a new one with the client id and secret' });
    const again = await tokenFor(t, account.clientId, account.clientSecret!, en(t.headers()));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: 'This integration account is disabled' });
    // a token made before the disabling does not come back to life when enabled again
    await admin({ method: 'PUT', url: api.integrateUsers, payload: { id: account.id, name: account.name, enabled: true, scope: account.scope } });
    expect((await t.app.inject({ method: 'GET', url: api.actionLogList, headers: withBearer(t, token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: api.actionLogList, headers: withBearer(t, await bearer(t, account)) })).statusCode).toBe(200);
  });

  it('an expired token: 401', async () => {
    const token = await bearer(t, reader);
    await t.db.update(integrateTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(integrateTokens.integrateUserId, reader.id));
    expect((await t.app.inject({ method: 'GET', url: api.actionLogList, headers: withBearer(t, token) })).statusCode).toBe(401);
  });

  it('a token of another company, sent with that company header or ours: 401', async () => {
    const other = await otherCompanyUser(t, 'other-admin');
    const [account] = await t.db.select().from(integrateUsers).where(eq(integrateUsers.id, reader.id));
    const token = await bearer(t, reader);
    expect((await t.app.inject({ method: 'GET', url: api.actionLogList, headers: withBearer(t, token, other.headers) })).statusCode).toBe(401);
    // the credentials also only work with their own company's header
    expect((await tokenFor(t, account!.clientId, reader.clientSecret!, other.headers)).statusCode).toBe(401);
  });

  it('a bad bearer never falls back to the cookie', async () => {
    const cookie = await signIn(t);
    for (const authorization of ['Bearer nonsense', 'Bearer', 'bearer  ']) {
      const res = await t.app.inject({ method: 'GET', url: api.actionLogList, headers: t.headers({ cookie, authorization }) });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('a bearer write passes the same-origin check (no ambient authority), a cookie write from another site does not', async () => {
    const manager = await createAccount(admin, 'Manager bot', ['IntegrateUserManage']);
    const token = await bearer(t, manager);
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const res = await t.app.inject({ method: 'POST', url: api.integrateUsers, headers: { ...withBearer(t, token), ...crossSite }, payload: { name: 'Made by bot', scope: [] } });
    expect(res.statusCode, res.body).toBe(200);
    const cookieWrite = await admin({ method: 'POST', url: api.integrateUsers, headers: crossSite, payload: { name: 'Forged', scope: [] } });
    expect(cookieWrite.statusCode).toBe(403);
    expect(cookieWrite.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
  });

  it(`more than ${INTEGRATION_CALLS_PER_MINUTE} calls in a minute: 429 with Retry-After, not logged`, async () => {
    const token = await bearer(t, reader);
    const minute = 60_000;
    const now = Date.now();
    // this minute's window (and the next, should the clock tick over) already holds the whole allowance
    for (const start of [Math.floor(now / minute) * minute, (Math.floor(now / minute) + 1) * minute]) {
      await t.db.insert(rateLimits).values({ key: `integration-calls:${reader.id}`, windowStart: new Date(start), count: INTEGRATION_CALLS_PER_MINUTE })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: INTEGRATION_CALLS_PER_MINUTE } });
    }
    const before = (await callLogRows(reader.id)).length;
    const res = await t.app.inject({ method: 'GET', url: api.actionLogList, headers: withBearer(t, token) });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await callLogRows(reader.id)).toHaveLength(before);
    // another account is not held back
    const other = await createAccount(admin, 'Unhurried', ['LogView']);
    expect((await t.app.inject({ method: 'GET', url: api.actionLogList, headers: withBearer(t, await bearer(t, other)) })).statusCode).toBe(200);
  });

  it('token requests are limited per client id: the 21st within 15 minutes gets 429', async () => {
    const account = await createAccount(admin, 'Hammered', []);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await tokenFor(t, account.clientId, i === 0 ? account.clientSecret! : `guess-${i}`)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(19);
    expect(statuses[0]).toBe(200);
    expect(statuses[20]).toBe(429);
    // even the right secret waits now
    expect((await tokenFor(t, account.clientId, account.clientSecret!)).statusCode).toBe(429);
  });
});
