import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationItem } from '#core/api';
import { api } from '#core/api';
import { type ActorName, type Cast, actorNames, castActors } from './actors';
import { type TestApp, createTestApp, data, grantPermissionCode } from './helpers';
import { type Requester, createAccount, tokenFor } from './integrations-fixture';

let t: TestApp;
let cast: Cast;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castActors(t, 'int-');
});
afterAll(async () => { await t.close(); });

const managers: readonly ActorName[] = ['system', 'administrator'];
const expected = (name: ActorName) => (managers.includes(name) ? 200 : name === 'anonymous' ? 401 : 403);
const system = (): Requester => (options) => cast.actors.system.request(options);

async function freshAccount(): Promise<IntegrationItem> {
  return createAccount(system(), `Target ${++n}`, ['LogView']);
}

/** Each call made anew for every actor, on an account of the test company made just before. */
const calls: Record<string, () => InjectOptions | Promise<InjectOptions>> = {
  'GET list': () => ({ method: 'GET', url: api.integrateUsers }),
  'GET scope-options': () => ({ method: 'GET', url: api.integrateUserScopeOptions }),
  'GET {id}': async () => ({ method: 'GET', url: api.integrateUser((await freshAccount()).id) }),
  'POST create': () => ({ method: 'POST', url: api.integrateUsers, payload: { name: `Made ${++n}`, scope: [] } }),
  'PUT update': async () => {
    const account = await freshAccount();
    return { method: 'PUT', url: api.integrateUsers, payload: { id: account.id, name: account.name, enabled: false, scope: account.scope } };
  },
  'DELETE {id}': async () => ({ method: 'DELETE', url: api.integrateUser((await freshAccount()).id) }),
};

describe('IntegrateUser access matrix', () => {
  for (const [call, options] of Object.entries(calls)) {
    it(`${call}: administrators and system users; others 403, anonymous 401`, async () => {
      for (const name of actorNames) {
        const res = await cast.actors[name].request(await options());
        expect(res.statusCode, `${name}: ${res.body}`).toBe(expected(name));
      }
    });
  }

  it('POST token: anyone may ask, the credentials alone decide', async () => {
    const account = await createAccount(system(), 'Token matrix', []);
    for (const name of actorNames) {
      const wrong = await cast.actors[name].request({ method: 'POST', url: api.integrateUserToken, payload: { clientId: account.clientId, clientSecret: 'wrong' } });
      expect(wrong.statusCode, name).toBe(401);
      // the outsider's header names its own company, where this account does not exist
      const right = await cast.actors[name].request({ method: 'POST', url: api.integrateUserToken, payload: { clientId: account.clientId, clientSecret: account.clientSecret } });
      expect(right.statusCode, `${name}: ${right.body}`).toBe(name === 'outsider' ? 401 : 200);
    }
  });

  it('a holder of IntegrateUserManage may manage accounts, a user or an integration account alike', async () => {
    await grantPermissionCode(t, cast.actors.plain.userId!, 'IntegrateUserManage');
    await grantPermissionCode(t, cast.actors.integration.userId!, 'IntegrateUserManage');
    for (const actor of [cast.actors.plain, cast.actors.integration]) {
      for (const [call, options] of Object.entries(calls)) {
        const res = await actor.request(await options());
        expect(res.statusCode, `${actor.name} ${call}: ${res.body}`).toBe(200);
      }
    }
  });

  it('x-company-id never reaches another company: its manager gets 404 for our accounts, and never lists them', async () => {
    const account = await freshAccount();
    const outsider = cast.actors.outsider;
    await grantPermissionCode(t, (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'int-outsider') }))!.id, 'IntegrateUserManage');
    expect((await outsider.request({ method: 'GET', url: api.integrateUser(account.id) })).statusCode).toBe(404);
    const put = await outsider.request({ method: 'PUT', url: api.integrateUsers, payload: { id: account.id, name: 'Taken', enabled: true, scope: [] } });
    expect(put.statusCode, put.body).toBe(404);
    expect((await outsider.request({ method: 'DELETE', url: api.integrateUser(account.id) })).statusCode).toBe(404);
    const list = await outsider.request({ method: 'GET', url: api.integrateUsers });
    expect(data<{ totalData: number }>(list).totalData).toBe(0);
    // and the account still works at home
    expect((await tokenFor(t, account.clientId, 'x')).statusCode).toBe(401);
    expect((await system()({ method: 'GET', url: api.integrateUser(account.id) })).statusCode).toBe(200);
  });
});
