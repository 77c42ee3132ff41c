import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole, UserStatus } from '#core/api';
import type { IntegrationList, IntegrationSaved, ScopeOptions } from '#core/api';
import { api } from '#core/api';
import { actionLogs, integrateTokens, integrateUsers, permissions, users } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, data, grantPermissionCode, login, signIn } from './helpers';
import { type Requester, bearer, createAccount, tokenFor, withBearer } from './integrations-fixture';

let t: TestApp;
let admin: Requester;
let officer: Requester;

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await signIn(t);
  admin = asCookie(cookie);
  // an administrator (role 2) who holds LogView and IntegrateUserManage, nothing else
  const lan = await createUser(t, { username: 'lan.admin', password: 'Lan-Pass12', role: UserRole.Administrator });
  await grantPermissionCode(t, lan.id, 'LogView');
  await grantPermissionCode(t, lan.id, 'IntegrateUserManage');
  const lanCookie = await signIn(t, 'lan.admin', 'Lan-Pass12');
  officer = asCookie(lanCookie);
});
afterAll(async () => { await t.close(); });

const asCookie = (cookie: string): Requester => (o) =>
  t.app.inject({ ...o, headers: { ...t.headers({ cookie }), ...(o.headers as Record<string, string> | undefined) } });

const list = async (query: Record<string, string> = {}) => data<IntegrationList>(await admin({ method: 'GET', url: api.integrateUsers, query }));

describe('POST IntegrateUser', () => {
  it('answers a client id and a secret once, stores only an argon2 hash and a service user holding the scope', async () => {
    const made = await createAccount(admin, 'Cổng dịch vụ công', ['LogView', 'answerview'], 'Pulls answers every night');
    expect(made).toMatchObject({ name: 'Cổng dịch vụ công', description: 'Pulls answers every night', enabled: true, lastUsedAt: null, scope: ['AnswerView', 'LogView'] });
    expect(made.clientId).toMatch(/^ic-[0-9a-f]{20}$/);
    expect(made.clientSecret!.length).toBeGreaterThanOrEqual(40);
    const [row] = await t.db.select().from(integrateUsers).where(eq(integrateUsers.id, made.id));
    expect(row!.secretHash).toMatch(/^\$argon2id\$/);
    expect(row!.secretHash).not.toContain(made.clientSecret);
    const [service] = await t.db.select().from(users).where(eq(users.id, row!.userId!));
    expect(service).toMatchObject({ username: `integration:${made.clientId}`, status: UserStatus.Active, role: UserRole.User, isSystem: false, companyId: t.companyId });
    // the service user can never sign in with a password, not even its hash
    expect((await login(t, service!.username, service!.passwordHash)).statusCode).toBe(401);
    expect((await login(t, service!.username, made.clientSecret!)).statusCode).toBe(401);
  });

  it('never answers the secret again: GET {id}, the list and the action log hold neither it nor its hash', async () => {
    const made = await createAccount(admin, 'Quiet keeper', ['LogView']);
    const [row] = await t.db.select().from(integrateUsers).where(eq(integrateUsers.id, made.id));
    const one = await admin({ method: 'GET', url: api.integrateUser(made.id) });
    const all = await admin({ method: 'GET', url: api.integrateUsers });
    const logs = await t.db.select().from(actionLogs).where(and(eq(actionLogs.entity, 'integrate-user'), eq(actionLogs.entityId, String(made.id))));
    expect(logs.map((l) => l.type)).toEqual(['create']);
    for (const text of [one.body, all.body, JSON.stringify(logs)]) {
      expect(text).toContain(made.clientId);
      expect(text).not.toContain(made.clientSecret);
      expect(text).not.toContain(row!.secretHash);
      expect(text).not.toMatch(/secret/i); // no secret field at all
    }
  });

  it('refuses special characters in the name, an empty name and unknown codes with 400 field errors', async () => {
    const bad = await admin({ method: 'POST', url: api.integrateUsers, headers: { 'accept-language': 'en' }, payload: { name: 'Portal <b>', scope: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'name', message: 'The field value is not in the right format' }] });
    const empty = await admin({ method: 'POST', url: api.integrateUsers, payload: { name: '  ', scope: [] } });
    expect(empty.json()).toMatchObject({ errors: [{ field: 'name' }] });
    const unknown = await admin({ method: 'POST', url: api.integrateUsers, payload: { name: 'Portal', scope: ['NoSuchCode'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'scope' }] });
  });

  it('grants only codes the maker holds; a system user may grant any', async () => {
    const options = data<ScopeOptions>(await officer({ method: 'GET', url: api.integrateUserScopeOptions }));
    expect(options.flatMap((g) => g.permissions.map((p) => p.code))).toEqual(['IntegrateUserManage', 'LogView']);
    expect(options.map((g) => g.groupName)).toEqual(['Configuration and categories', 'Action log and error reports']);
    const escalate = await officer({ method: 'POST', url: api.integrateUsers, headers: { 'accept-language': 'en' }, payload: { name: 'Greedy', scope: ['LogView', 'UserManage'] } });
    expect(escalate.statusCode).toBe(400);
    expect(escalate.json()).toMatchObject({ errors: [{ field: 'scope', message: 'You can only grant permissions you hold yourself' }] });
    expect((await createAccount(officer, 'Modest', ['logview'])).scope).toEqual(['LogView']);
    const all = data<ScopeOptions>(await admin({ method: 'GET', url: api.integrateUserScopeOptions }));
    expect(all.flatMap((g) => g.permissions).length).toBe((await t.db.select().from(permissions)).length);
    expect((await createAccount(admin, 'Broad', ['UserManage'])).scope).toEqual(['UserManage']);
  });
});

describe('GET IntegrateUser', () => {
  it('searches name, client id and description (case and accents ignored) and pages in SQL', async () => {
    const before = (await list()).totalData;
    const a = await createAccount(admin, 'Hệ thống Thuế', [], 'Đồng bộ hằng ngày');
    const b = await createAccount(admin, 'Bảo hiểm xã hội', []);
    expect((await list()).totalData).toBe(before + 2);
    expect((await list({ search: 'he thong thue' })).data.map((x) => x.id)).toEqual([a.id]);
    expect((await list({ search: 'DONG BO' })).data.map((x) => x.id)).toEqual([a.id]);
    expect((await list({ search: b.clientId })).data.map((x) => x.id)).toEqual([b.id]);
    const page = await list({ page: '1', pageSize: '1' });
    expect(page).toMatchObject({ totalData: before + 2, page: 1, pageSize: 1 });
    expect(page.data.map((x) => x.id)).toEqual([b.id]);
    expect((await list({ page: '2', pageSize: '1' })).data.map((x) => x.id)).toEqual([a.id]);
    expect((await admin({ method: 'GET', url: api.integrateUser(999_999) })).statusCode).toBe(404);
  });
});

describe('PUT IntegrateUser', () => {
  it('updates name, description and scope; keeps codes the editor lacks; logs old and new data', async () => {
    const made = await createAccount(admin, 'Old name', ['UserManage', 'LogView']);
    const res = await officer({ method: 'PUT', url: api.integrateUsers, payload: { id: made.id, name: 'New name', description: 'Changed', enabled: true, scope: ['UserManage'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(data<IntegrationSaved>(res)).toMatchObject({ name: 'New name', description: 'Changed', scope: ['UserManage'], clientSecret: null });
    const [log] = await t.db.select().from(actionLogs).where(and(eq(actionLogs.type, 'update'), eq(actionLogs.entityId, String(made.id))));
    expect(log).toMatchObject({ entity: 'integrate-user', oldData: { name: 'Old name', scope: ['LogView', 'UserManage'] }, newData: { name: 'New name', scope: ['UserManage'] } });
    const added = await officer({ method: 'PUT', url: api.integrateUsers, payload: { id: made.id, name: 'New name', enabled: true, scope: ['UserManage', 'RoleManage'] } });
    expect(added.statusCode).toBe(400);
  });

  it('regenerateSecret answers a new secret once: the old one and its tokens stop working', async () => {
    const made = await createAccount(admin, 'Rotating', ['LogView']);
    const oldToken = await bearer(t, made);
    const res = await admin({ method: 'PUT', url: api.integrateUsers, payload: { id: made.id, name: made.name, enabled: true, scope: made.scope, regenerateSecret: true } });
    const rotated = data<IntegrationSaved>(res);
    expect(rotated.clientSecret).toBeTruthy();
    expect(rotated.clientSecret).not.toBe(made.clientSecret);
    expect((await tokenFor(t, made.clientId, made.clientSecret!)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: api.actionLogList, headers: withBearer(t, oldToken) })).statusCode).toBe(401);
    const newToken = await bearer(t, { clientId: made.clientId, clientSecret: rotated.clientSecret });
    expect((await t.app.inject({ method: 'GET', url: api.actionLogList, headers: withBearer(t, newToken) })).statusCode).toBe(200);
  });
});

describe('DELETE IntegrateUser', () => {
  it('removes the tokens, marks the service user deleted, hides the account; the log keeps its name', async () => {
    const made = await createAccount(admin, 'Leaving', ['LogView']);
    const token = await bearer(t, made);
    const res = await admin({ method: 'DELETE', url: api.integrateUser(made.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.select().from(integrateTokens).where(eq(integrateTokens.integrateUserId, made.id))).toEqual([]);
    const [row] = await t.db.select({ status: users.status, deletedAt: users.deletedAt }).from(users).innerJoin(integrateUsers, eq(integrateUsers.userId, users.id)).where(eq(integrateUsers.id, made.id));
    expect(row!.status).toBe(UserStatus.Deleted);
    expect(row!.deletedAt).not.toBeNull();
    expect((await admin({ method: 'GET', url: api.integrateUser(made.id) })).statusCode).toBe(404);
    expect((await list({ search: made.clientId })).totalData).toBe(0);
    expect((await admin({ method: 'DELETE', url: api.integrateUser(made.id) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: api.actionLogList, headers: withBearer(t, token) })).statusCode).toBe(401);
    expect((await tokenFor(t, made.clientId, made.clientSecret!)).statusCode).toBe(401);
    const [log] = await t.db.select().from(actionLogs).where(and(eq(actionLogs.type, 'delete'), eq(actionLogs.entityId, String(made.id))));
    expect(log!.oldData).toMatchObject({ name: 'Leaving', clientId: made.clientId });
  });
});
