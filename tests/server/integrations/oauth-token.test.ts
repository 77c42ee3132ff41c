import type { AddressInfo } from 'node:net';
import * as oauthClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationSaved, OAuthErrorReply, OAuthTokenReply } from '#core/api';
import { api } from '#core/api';
import { parseTokenRequest } from '#server/integrations/oauth-request';
import { type TestApp, createTestApp, otherCompanyUser, signIn } from '../helpers';
import { type Requester, createAccount, tokenFor, withBearer } from './integrations-fixture';

let t: TestApp;
let admin: Requester;
let reader: IntegrationSaved;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  const cookie = await signIn(t);
  admin = (o) => t.app.inject({ ...o, headers: { ...t.headers({ cookie }), ...(o.headers as Record<string, string> | undefined) } });
  reader = await createAccount(admin, 'Log reader', ['LogView', 'AnswerView']);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => { await t.close(); });

/**
 * The client side of RFC 6749 §4.4 written from the RFC with plain fetch (beside openid-client,
 * to see each byte on the wire): client id and secret form-urlencoded, joined by ':', base64 (§2.3.1); a
 * form-encoded body (§4.4.2); the JSON reply (§5.1) or error (§5.2).
 */
const formEncode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
async function clientCredentialsGrant(tokenUrl: string, clientId: string, clientSecret: string, scope?: string) {
  const basic = Buffer.from(`${formEncode(clientId)}:${formEncode(clientSecret)}`).toString('base64');
  const body = new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) });
  const res = await fetch(tokenUrl, {
    method: 'POST', body,
    headers: { authorization: `Basic ${basic}`, accept: 'application/json', ...t.headers() },
  });
  return { res, json: (await res.json()) as OAuthTokenReply & Partial<OAuthErrorReply> };
}

const basicOf = (id: string, secret: string) => `Basic ${Buffer.from(`${formEncode(id)}:${formEncode(secret)}`).toString('base64')}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** each test asks from its own address, so the failed-authentication throttle of one never reaches another */
let address = 10;
function tokenRequest(payload: string, headers: Record<string, string> = {}, companyHeaders = t.headers()) {
  address += 1;
  return t.app.inject({ method: 'POST', url: api.oauthToken, remoteAddress: `10.0.0.${address}`, headers: { ...companyHeaders, ...FORM, ...headers }, payload });
}
const grant = 'grant_type=client_credentials';
const bodyAuth = (id: string, secret: string) => `${grant}&client_id=${encodeURIComponent(id)}&client_secret=${encodeURIComponent(secret)}`;

function expectOAuthError(res: Awaited<ReturnType<typeof tokenRequest>>, status: number, error: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json<OAuthErrorReply>();
  expect(Object.keys(body).sort()).toEqual(['error', 'error_description']);
  expect(body.error).toBe(error);
  expect(body.error_description.length).toBeGreaterThan(0);
  expect(res.headers['cache-control']).toBe('no-store');
  if (status === 401) expect(res.headers['www-authenticate']).toMatch(/^Basic realm=/);
}

describe('OAuth 2.0 client credentials', () => {
  it('an RFC 6749 client gets a token over HTTP Basic and calls the API with it', async () => {
    const { res, json } = await clientCredentialsGrant(`${base}${api.oauthToken}`, reader.clientId, reader.clientSecret!);
    expect(res.status, JSON.stringify(json)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { access_token: accessToken, ...rest } = json;
    expect(accessToken.length).toBeGreaterThan(20);
    expect(rest).toEqual({ token_type: 'Bearer', expires_in: 3600, scope: 'AnswerView LogView' });
    const call = await fetch(`${base}${api.actionLogList}`, { headers: { ...t.headers(), authorization: `${json.token_type} ${json.access_token}` } });
    expect(call.status).toBe(200);
  });

  it('openid-client, a certified OAuth library, gets a token by its client-credentials grant, over Basic and over the body', async () => {
    const server = { issuer: base, token_endpoint: `${base}${api.oauthToken}` };
    for (const clientAuth of [oauthClient.ClientSecretBasic(reader.clientSecret!), oauthClient.ClientSecretPost(reader.clientSecret!)]) {
      const config = new oauthClient.Configuration(server, reader.clientId, undefined, clientAuth);
      oauthClient.allowInsecureRequests(config); // plain HTTP on loopback in this test
      config[oauthClient.customFetch] = (url, options) =>
        fetch(url, { ...options, body: (options.body ?? null) as BodyInit | null, headers: { ...Object.fromEntries(new Headers(options.headers)), ...t.headers() } });
      const tokens = await oauthClient.clientCredentialsGrant(config, { scope: 'LogView' });
      expect(tokens.token_type.toLowerCase()).toBe('bearer');
      expect(tokens.expiresIn()).toBeGreaterThan(3500);
      const call = await fetch(`${base}${api.actionLogList}`, { headers: { ...t.headers(), authorization: `Bearer ${tokens.access_token}` } });
      expect(call.status).toBe(200);
    }
  });

  it('client_id and client_secret in the body work the same; the token works on the bearer calls', async () => {
    const res = await tokenRequest(bodyAuth(reader.clientId, reader.clientSecret!));
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json<OAuthTokenReply>();
    expect(token.token_type).toBe('Bearer');
    expect((await t.app.inject({ method: 'GET', url: api.actionLogList, headers: withBearer(t, token.access_token) })).statusCode).toBe(200);
  });

  it('the existing token call keeps working beside it', async () => {
    expect((await tokenFor(t, reader.clientId, reader.clientSecret!)).statusCode).toBe(200);
  });

  it('a scope within the account\'s is granted (the reply names the whole scope the token carries); one beyond it is invalid_scope', async () => {
    const within = await tokenRequest(`${grant}&scope=logview`, { authorization: basicOf(reader.clientId, reader.clientSecret!) });
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json<OAuthTokenReply>().scope).toBe('AnswerView LogView');
    expectOAuthError(await tokenRequest(`${grant}&scope=LogView%20IntegrateUserManage`, { authorization: basicOf(reader.clientId, reader.clientSecret!) }), 400, 'invalid_scope');
    expectOAuthError(await tokenRequest(`${grant}&scope=Log%22View`, { authorization: basicOf(reader.clientId, reader.clientSecret!) }), 400, 'invalid_scope');
  });

  it('invalid_request: not form-encoded, grant_type missing, a parameter twice, two authentication methods, two client ids', async () => {
    const auth = { authorization: basicOf(reader.clientId, reader.clientSecret!) };
    expectOAuthError(await tokenRequest(JSON.stringify({ grant_type: 'client_credentials' }), { ...auth, 'content-type': 'application/json' }), 400, 'invalid_request');
    expectOAuthError(await tokenRequest('scope=LogView', auth), 400, 'invalid_request');
    expectOAuthError(await tokenRequest(`${grant}&${grant}`, auth), 400, 'invalid_request');
    expectOAuthError(await tokenRequest(`${grant}&client_secret=${reader.clientSecret}`, auth), 400, 'invalid_request');
    expectOAuthError(await tokenRequest(`${grant}&client_id=ic-someone-else`, auth), 400, 'invalid_request');
    // the same client id in the body as in the header is tolerated (some clients send both)
    expect((await tokenRequest(`${grant}&client_id=${reader.clientId}`, auth)).statusCode).toBe(200);
  });

  it('unsupported_grant_type: any grant but client_credentials', async () => {
    for (const type of ['password', 'authorization_code', 'refresh_token']) {
      expectOAuthError(await tokenRequest(`grant_type=${type}`, { authorization: basicOf(reader.clientId, reader.clientSecret!) }), 400, 'unsupported_grant_type');
    }
  });

  it('invalid_client (401 with a Basic challenge): wrong secret by Basic or body, unknown id, no or half authentication, a broken header, another company', async () => {
    const other = await otherCompanyUser(t, 'oauth-outsider');
    const refused = [
      await tokenRequest(grant, { authorization: basicOf(reader.clientId, 'wrong') }),
      await tokenRequest(bodyAuth(reader.clientId, 'wrong')),
      await tokenRequest(bodyAuth('ic-unknown', 'whatever')),
      await tokenRequest(grant),
      await tokenRequest(`${grant}&client_id=${reader.clientId}`),
      await tokenRequest(grant, { authorization: 'Basic %%%' }),
      await tokenRequest(grant, { authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` }),
      await tokenRequest(grant, { authorization: 'Digest username="x"' }),
      await tokenRequest(grant, { authorization: basicOf(reader.clientId, reader.clientSecret!) }, other.headers),
    ];
    for (const res of refused) expectOAuthError(res, 401, 'invalid_client');
    // a bearer token is no client authentication: refused before the route, in the envelope, never a 500
    const bearerSent = await tokenRequest(grant, { authorization: 'Bearer not-a-client' });
    expect(bearerSent.statusCode).toBe(401);
    expect(bearerSent.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('unauthorized_client: a disabled account, once its secret is right', async () => {
    const paused = await createAccount(admin, 'Paused', ['LogView']);
    await admin({ method: 'PUT', url: api.integrateUsers, payload: { id: paused.id, name: paused.name, enabled: false, scope: paused.scope } });
    expectOAuthError(await tokenRequest(grant, { authorization: basicOf(paused.clientId, paused.clientSecret!) }), 400, 'unauthorized_client');
    expectOAuthError(await tokenRequest(grant, { authorization: basicOf(paused.clientId, 'wrong') }), 401, 'invalid_client');
  });

  it('failed client authentications from one address are throttled over every client id; the next request waits (429, Retry-After)', async () => {
    const from = { remoteAddress: '10.9.9.9' };
    const attempt = (id: string, secret: string) =>
      t.app.inject({ method: 'POST', url: api.oauthToken, ...from, headers: { ...t.headers(), ...FORM }, payload: bodyAuth(id, secret) });
    // a right secret gives its attempt back: it never adds up
    for (let i = 0; i < 3; i++) expect((await attempt(reader.clientId, reader.clientSecret!)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push((await attempt(`ic-guess-${i}`, 'guess')).statusCode);
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    const throttled = await attempt(reader.clientId, reader.clientSecret!);
    expectOAuthError(throttled, 429, 'temporarily_unavailable');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // the same budget guards the envelope token call
    const envelope = await t.app.inject({ method: 'POST', url: api.integrateUserToken, ...from, headers: t.headers(), payload: { clientId: reader.clientId, clientSecret: reader.clientSecret } });
    expect(envelope.statusCode).toBe(429);
  });
});

describe('reading a token request (RFC 6749 §2.3.1)', () => {
  it('decodes form-urlencoded client id and secret from Basic', () => {
    const parsed = parseTokenRequest('application/x-www-form-urlencoded; charset=UTF-8', grant, basicOf('a:b c+', 'p%ss w:rd'));
    expect(parsed).toEqual({ request: { clientId: 'a:b c+', clientSecret: 'p%ss w:rd', scope: [] } });
  });
});

interface OpenApiOperation { security?: Record<string, string[]>[]; responses: Record<string, { description?: string }>; requestBody?: { content: Record<string, unknown> } }
interface OpenApiDoc {
  components: { securitySchemes: Record<string, { type: string; scheme?: string; flows?: { clientCredentials?: { tokenUrl: string } } }> };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

describe('the OpenAPI document', () => {
  it('declares the OAuth client-credentials flow and bearer tokens, on the calls that take them, with their 401 and 403', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
    const schemes = doc.components.securitySchemes;
    expect(schemes.oauth2?.flows?.clientCredentials?.tokenUrl).toBe(api.oauthToken);
    expect(schemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const feed = doc.paths['/api/v1/form/{id}/answer-feed']?.get;
    const logs = doc.paths[api.actionLogList]?.get;
    for (const operation of [feed, logs]) {
      expect(operation?.security).toEqual(expect.arrayContaining([{ company: [], bearer: [] }, { company: [], oauth2: [] }]));
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403']));
    }
    const token = doc.paths[api.oauthToken]?.post;
    expect(Object.keys(token?.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(token?.security?.some((s) => 'bearer' in s)).toBe(false);
    expect(Object.keys(token?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
  });
});
