import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { IntegrationSaved, IntegrationToken } from '#core/api';
import { api } from '#core/api';
import { type TestApp, data } from './helpers';

export type Requester = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Creates an account through the API as `as` and checks it was answered 200. */
export async function createAccount(as: Requester, name: string, scope: string[] = [], description = ''): Promise<IntegrationSaved> {
  const res = await as({ method: 'POST', url: api.integrateUsers, payload: { name, description, scope } });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return data<IntegrationSaved>(res);
}

export async function tokenFor(t: TestApp, clientId: string, clientSecret: string, headers = t.headers()) {
  return t.app.inject({ method: 'POST', url: api.integrateUserToken, headers, payload: { clientId, clientSecret } });
}

/** A bearer token for the account's credentials (fails the test when refused). */
export async function bearer(t: TestApp, account: { clientId: string; clientSecret: string | null }): Promise<string> {
  const res = await tokenFor(t, account.clientId, account.clientSecret ?? '');
  if (res.statusCode !== 200) throw new Error(`token refused: ${res.statusCode} ${res.body}`);
  return data<IntegrationToken>(res).accessToken;
}

export const withBearer = (t: TestApp, token: string, headers = t.headers()) => ({ ...headers, authorization: `Bearer ${token}` });
