import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { type TestApp, createTestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('envelope and tenant', () => {
  it('answers an unknown /api route with a 404 envelope, translated by Accept-Language', async () => {
    const vi = await t.request({ method: 'GET', url: '/api/v1/nothing/here' });
    expect(vi.statusCode).toBe(404);
    expect(vi.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Không tìm thấy trang' });
    const en = await t.request({ method: 'POST', url: '/api/v1/nothing', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Page not found' });
  });

  it('answers malformed JSON with 400 BAD_JSON', async () => {
    const res = await t.request({ method: 'POST', url: api.login, headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_JSON' });
    expect(res.body).not.toMatch(/at .*\.js/);
  });

  it('answers a too large body with 413', async () => {
    const res = await t.request({ method: 'POST', url: api.saveResponse, headers: { 'content-type': 'application/json' }, payload: `{"x":"${'a'.repeat(3 * 1024 * 1024)}"}` });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('needs x-company-id naming an existing company', async () => {
    const missing = await t.app.inject({ method: 'GET', url: api.init });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'COMPANY_HEADER' });
    const unknown = await t.app.inject({ method: 'GET', url: api.init, headers: { 'x-company-id': '999' } });
    expect(unknown.statusCode).toBe(400);
    const junk = await t.app.inject({ method: 'GET', url: api.init, headers: { 'x-company-id': '1 or 1=1' } });
    expect(junk.statusCode).toBe(400);
  });

  it('reports zod validation per field with dotted paths', async () => {
    const res = await t.request({ method: 'POST', url: api.login, payload: { username: 'a', password: 'b', captchaId: 'nope' } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors.map((e) => e.field).sort()).toEqual(['captchaAnswer', 'captchaId']);
  });

  it('refuses a cross-site state-changing request', async () => {
    const res = await t.request({ method: 'POST', url: api.logout, headers: { origin: 'https://evil.example', host: 'localhost:80' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CROSS_ORIGIN' });
    const site = await t.request({ method: 'POST', url: api.logout, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(site.statusCode).toBe(403);
    const same = await t.request({ method: 'POST', url: api.logout, headers: { origin: 'http://localhost:80', host: 'localhost:80' } });
    expect(same.statusCode).toBe(200);
  });

  it('serves the OpenAPI document at /api/docs without the tenant header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain(api.saveResponse);
  });
});
