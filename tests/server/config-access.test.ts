import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { api } from '#core/api';
import { type ActorName, type Cast, actorNames, castActors } from './actors';
import { type TestApp, createTestApp, grantPermissionCode, setConfig } from './helpers';

let t: TestApp;
let cast: Cast;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castActors(t, 'cfg-');
  await setConfig(t, 'https-redirect', '0');
  await setConfig(t, 'secret.value', 'x');
});
afterAll(async () => { await t.close(); });

const managers: readonly ActorName[] = ['system', 'administrator'];
const expected = (name: ActorName, allowed: readonly ActorName[]) => (allowed.includes(name) ? 200 : name === 'anonymous' ? 401 : 403);
function expectStatus(name: ActorName, status: number, want: number, body = '') {
  expect(status, `${name}: ${body}`).toBe(want);
}

/** Each call made fresh for every actor (keys differ so creations do not clash). */
const calls: Record<string, () => InjectOptions> = {
  'GET group/detail-by-key': () => ({ method: 'GET', url: api.configGroupDetailByKey, query: { key: 'seeded' } }),
  'POST group': () => ({ method: 'POST', url: api.configGroup, payload: { key: `g${++n}`, name: 'Group' } }),
  'GET list-with-group': () => ({ method: 'GET', url: api.configListWithGroup }),
  'GET {key} (private key)': () => ({ method: 'GET', url: api.configByKey('secret.value') }),
  'PUT add': () => ({ method: 'PUT', url: api.configAdd, payload: { key: `k${++n}`, name: 'Key', content: 'v', type: 1 } }),
  'POST save': () => ({ method: 'POST', url: api.configSave, payload: { key: 'saved', name: 'Key', content: 'v', type: 1 } }),
  'GET company-settings': () => ({ method: 'GET', url: api.configCompanySettings }),
  'POST company-settings': () => ({ method: 'POST', url: api.configCompanySettings, payload: { smsOtpEnabled: 0 } }),
  'DELETE logo': () => ({ method: 'DELETE', url: api.configLogo }),
};

describe('config access matrix', () => {
  beforeAll(async () => {
    const res = await cast.actors.system.request({ method: 'POST', url: api.configGroup, payload: { key: 'seeded', name: 'Seeded' } });
    expect(res.statusCode, res.body).toBe(200);
  });

  for (const [call, options] of Object.entries(calls)) {
    it(`${call}: administrators and system users only`, async () => {
      for (const name of actorNames) {
        const res = await cast.actors[name].request(options());
        expectStatus(name, res.statusCode, expected(name, managers), res.body);
      }
    });
  }

  it('PUT group and DELETE {id}: administrators only, on a row of their own', async () => {
    const group = (await cast.actors.system.request({ method: 'POST', url: api.configGroup, payload: { key: 'to-rename', name: 'G' } })).json<{ responseData: { id: number } }>().responseData;
    for (const name of actorNames) {
      const res = await cast.actors[name].request({ method: 'PUT', url: api.configGroup, payload: { id: group.id, key: 'to-rename', name: `G ${name}` } });
      expectStatus(name, res.statusCode, expected(name, managers), res.body);
      const entry = (await cast.actors.system.request({ method: 'PUT', url: api.configAdd, payload: { key: `del-${name}`, name: 'D', content: '', type: 1 } })).json<{ responseData: { id: number } }>().responseData;
      const del = await cast.actors[name].request({ method: 'DELETE', url: api.config(entry.id) });
      expectStatus(name, del.statusCode, expected(name, managers), del.body);
    }
  });

  it('the public keys logo and https-redirect are read by anyone, even anonymous', async () => {
    for (const name of actorNames) {
      const res = await cast.actors[name].request({ method: 'GET', url: api.configByKey('https-redirect') });
      // the outsider asks in its own company, which has no such row
      expect(res.statusCode, name).toBe(name === 'outsider' ? 404 : 200);
    }
  });

  it('a holder of ConfigManage may manage configuration', async () => {
    await grantPermissionCode(t, cast.actors.plain.userId!, 'ConfigManage');
    for (const options of Object.values(calls)) {
      const res = await cast.actors.plain.request(options());
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
