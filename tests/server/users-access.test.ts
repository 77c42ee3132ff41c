import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserRole } from '#core/api';
import { api } from '#core/api';
import { companies, permissionGroups, users } from '#server/db/schema/index';
import { type ActorName, type Cast, actorNames, castActors, integrationActor } from './actors';
import { type TestApp, createTestApp, createUser, data, otherCompanyUser, signIn } from './helpers';

let t: TestApp;
let cast: Cast;
let n = 0;
/** a company of its own with no user yet (issue 13: its first administrator) */
let newCompanyId: number;
beforeAll(async () => {
  t = await createTestApp();
  cast = await castActors(t, 'ua-');
  const [company] = await t.db.insert(companies).values({ name: 'ua new company' }).returning();
  newCompanyId = company!.id;
});
afterAll(async () => t.close());

/** A fresh plain user with an email for every call, so that calls do not disturb each other. */
const target = async () => (await createUser(t, { username: `target${++n}`, password: 'Target-Pass1', email: `target${n}@example.vn` })).id;

type Expected = Record<ActorName, number>;
/** Management calls: administrators and system users; everyone else refused (anonymous 401). */
const management: Expected = { system: 200, administrator: 200, manager: 403, plain: 403, outsider: 403, integration: 403, anonymous: 401 };

const calls: { name: string; options: (id: number) => InjectOptions; expected: Expected }[] = [
  { name: 'GET list-all', options: () => ({ method: 'GET', url: api.userListAll }), expected: management },
  { name: 'GET get-list', options: () => ({ method: 'GET', url: api.userList }), expected: management },
  { name: 'GET form-options', options: () => ({ method: 'GET', url: api.userFormOptions }), expected: management },
  { name: 'GET {id}', options: (id) => ({ method: 'GET', url: api.user(id) }), expected: management },
  { name: 'GET open-id/{id}', options: (id) => ({ method: 'GET', url: api.userOpenId(id) }), expected: management },
  { name: 'POST save', options: () => ({ method: 'POST', url: api.userSave, payload: { username: `created${++n}`, name: 'Created', password: 'Created-Pass1' } }), expected: management },
  // a new company's first administrator: system users only (another company's administrator too: 403)
  {
    name: 'POST save {companyId: another company}',
    options: () => ({ method: 'POST', url: api.userSave, payload: { companyId: newCompanyId, username: `first${++n}`, name: 'First', password: 'First-Pass11', role: 2 } }),
    expected: { system: 200, administrator: 403, manager: 403, plain: 403, outsider: 403, integration: 403, anonymous: 401 },
  },
  { name: 'POST {id}/lock', options: (id) => ({ method: 'POST', url: api.userLock(id) }), expected: management },
  { name: 'POST {id}/unlock', options: (id) => ({ method: 'POST', url: api.userUnlock(id) }), expected: management },
  { name: 'DELETE {id}', options: (id) => ({ method: 'DELETE', url: api.user(id) }), expected: management },
  { name: 'POST reset_pass', options: (userId) => ({ method: 'POST', url: api.userResetPass, payload: { userId } }), expected: management },
  { name: 'POST /api/user/reset_pass', options: (userId) => ({ method: 'POST', url: api.genericResetPass, payload: { module: 'user', function: 'reset_pass', data: { userId } } }), expected: management },
  { name: 'POST {id}/update-password', options: (id) => ({ method: 'POST', url: api.userUpdatePassword(id), payload: { newPassword: 'Changed-Pass1', confirmPassword: 'Changed-Pass1' } }), expected: management },
  { name: 'POST {id}/update-password-email', options: (id) => ({ method: 'POST', url: api.userUpdatePasswordEmail(id) }), expected: management },
  // every signed-in user may ask; a manager's list holds their users, anyone else's is empty
  { name: 'GET get-list-by-manager', options: () => ({ method: 'GET', url: api.userListByManager }), expected: { system: 200, administrator: 200, manager: 200, plain: 200, outsider: 200, integration: 403, anonymous: 401 } },
  // a user someone does not manage does not exist for them
  { name: 'GET manager-get-by-id/{managed}', options: () => ({ method: 'GET', url: api.userManagerGet(cast.managedUserId) }), expected: { system: 404, administrator: 404, manager: 200, plain: 404, outsider: 404, integration: 403, anonymous: 401 } },
  { name: 'POST manager-save {managed}', options: () => ({ method: 'POST', url: api.userManagerSave, payload: { id: cast.managedUserId, name: 'Managed person' } }), expected: { system: 404, administrator: 404, manager: 200, plain: 404, outsider: 404, integration: 403, anonymous: 401 } },
  { name: 'GET info/{managed}', options: () => ({ method: 'GET', url: api.userInfo(cast.managedUserId) }), expected: { system: 200, administrator: 200, manager: 200, plain: 404, outsider: 404, integration: 403, anonymous: 401 } },
];


describe('the access matrix of every user call', () => {
  for (const call of calls) {
    it(call.name, async () => {
      for (const name of actorNames) {
        const actor = cast.actors[name];
        const res = await actor.request(call.options(await target()));
        expect(res.statusCode, name).toBe(call.expected[name]);
        if (res.statusCode !== 200) expect(res.json()).toMatchObject({ success: false });
      }
    });
  }

  it('grants the management calls to a plain user holding UserManage through the permission group "users"', async () => {
    const holder = await createUser(t, { username: 'ua-holder', password: 'Holder-Pass1' });
    const [group] = await t.db.select().from(permissionGroups).where(eq(permissionGroups.code, 'users'));
    await t.db.update(users).set({ permissionGroupId: group!.id }).where(eq(users.id, holder.id));
    const cookie = await signIn(t, 'ua-holder', 'Holder-Pass1');
    expect((await t.request({ method: 'GET', url: api.userList, cookie })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: api.formListAll, cookie })).statusCode).toBe(403);
  });
});

describe('integration accounts', () => {
  it('an account scoped with UserManage lists the users, never its own service user, and has no profile', async () => {
    const account = await integrationActor(t, 'ua-scoped', ['UserManage']);
    const as = (options: InjectOptions) => t.app.inject({ ...options, headers: t.headers({ authorization: `Bearer ${account.token}` }) });
    const list = await as({ method: 'GET', url: `${api.userList}?pageSize=200` });
    expect(list.statusCode).toBe(200);
    const ids = data<{ data: { id: number }[] }>(list).data.map((u) => u.id);
    expect(ids).toContain(cast.managedUserId);
    expect(ids).not.toContain(account.userId);
    expect((await as({ method: 'GET', url: api.userInfo(account.userId) })).statusCode).toBe(403);
  });
});

describe('tenancy', () => {
  it('never shows this company\'s users to another company, even to its administrator', async () => {
    const id = await target();
    const other = await otherCompanyUser(t, 'ua-other-admin');
    await t.db.update(users).set({ role: UserRole.Administrator }).where(eq(users.username, 'ua-other-admin'));
    const as = (options: InjectOptions) => t.app.inject({ ...options, headers: { ...other.headers, cookie: other.cookie } });
    const list = await as({ method: 'GET', url: `${api.userList}?pageSize=200` });
    expect(list.statusCode).toBe(200);
    expect(data<{ data: { username: string }[] }>(list).data.map((u) => u.username)).toEqual(['ua-other-admin']);
    for (const options of [{ method: 'GET', url: api.user(id) }, { method: 'POST', url: api.userLock(id) }, { method: 'DELETE', url: api.user(id) },
      { method: 'POST', url: api.userSave, payload: { id, username: 'stolen', name: 'Stolen' } }] as InjectOptions[]) {
      expect((await as(options)).statusCode).toBe(404);
    }
    // its cookie with this company's header is no session at all
    const crossed = await t.app.inject({ method: 'GET', url: api.userList, headers: { ...t.headers(), cookie: other.cookie } });
    expect(crossed.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ status: 1, username: `target${n}` });
  });
});
