import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { buildApp } from '#server/app';
import { FIRST_VIEW_KEEPER_SCRIPT, MODULE_LOADER_SCRIPT } from '#core/first-view';
import { FIRST_VIEW_KEEPER_CSP_SOURCE, MODULE_LOADER_CSP_SOURCE } from '#server/first-paint/inline-script-hashes';
import { type TestApp, createTestApp } from '../helpers';

let t: TestApp;
let behindProxy: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'headers-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/app/main.tsx"]}');
  writeFileSync(join(dir, 'sw.js.map'), '{"version":3}');
  t = await createTestApp({}, dir);
  behindProxy = await buildApp({ db: t.db, staticDir: dir, trustProxy: 1 });
});
afterAll(async () => {
  await behindProxy.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(header.split(';').map((d) => d.trim().split(/\s+/)).filter((parts) => parts[0]).map(([name = '', ...values]) => [name, values]));
}

function expectBrowserHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  const csp = directives(res);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('script-src')).toEqual(["'self'", MODULE_LOADER_CSP_SOURCE, FIRST_VIEW_KEEPER_CSP_SOURCE]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  // the rest of helmet's set, computed once at start and replayed on every reply
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
}

describe('browser security headers', () => {
  it('are on the page, its assets, API replies and refusals alike', async () => {
    for (const url of ['/', '/management/forms', '/assets/index-abc123.js']) expectBrowserHeaders(await t.app.inject({ method: 'GET', url }));
    expectBrowserHeaders(await t.request({ method: 'GET', url: api.init }));
    expectBrowserHeaders(await t.app.inject({ method: 'GET', url: api.init }));
    expectBrowserHeaders(await t.request({ method: 'GET', url: '/api/v1/nothing' }));
    expectBrowserHeaders(await t.request({ method: 'POST', url: api.logout, headers: { origin: 'https://evil.example' } }));
  });

  it('let scripts come from this origin only: no eval, and no inline script but the short link\'s module loader and first view keeper, by their hashes', async () => {
    const csp = directives(await t.app.inject({ method: 'GET', url: '/' }));
    const scriptSources = [...(csp.get('script-src') ?? []), ...(csp.get('default-src') ?? []), ...(csp.get('worker-src') ?? [])];
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSources.filter((s) => s !== "'self'")).toEqual([hashOf(MODULE_LOADER_SCRIPT), hashOf(FIRST_VIEW_KEEPER_SCRIPT)]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('send HSTS only over https: direct http never, a trusted proxy\'s X-Forwarded-Proto https yes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const untrusted = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const proxied = await behindProxy.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const proxiedHttp = await behindProxy.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(proxiedHttp.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('source maps', () => {
  it('are not served', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/sw.js.map']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('version');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });
});
