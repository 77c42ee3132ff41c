import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../helpers';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(join(dir, 'sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {});'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1);'));
  t = await createTestApp({}, dir);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static client', () => {
  it('serves index.html, sw.js and the manifest with no-cache, hashed assets as immutable', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>app</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the pre-compressed copy to a browser that accepts it, with the headers of the original', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toContain('immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it('answers client routes with index.html, a missing asset with a plain 404, and /api with the envelope', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/management/forms?x=1' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>app</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>app</title>');
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/unknown', headers: t.headers() });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });
});
