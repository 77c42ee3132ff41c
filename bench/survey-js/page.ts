import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

/**
 * Builds a bare SurveyJS page (survey-react-ui + survey-core, React 19, production and minified,
 * one script and one stylesheet) that renders `json`, into `outDir`.
 */
export async function buildSurveyJsPage(json: Record<string, unknown>, outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: { main: resolve(import.meta.dirname, 'entry.ts') },
    bundle: true, minify: true, format: 'esm', target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"', SURVEY_JSON: JSON.stringify(json) },
    loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file' },
    outdir: join(outDir, 'public'), logLevel: 'warning',
  });
  writeFileSync(join(outDir, 'public', 'index.html'), '<!doctype html><html lang="vi"><head><meta charset="utf-8">'
    + '<meta name="viewport" content="width=device-width, initial-scale=1"><title>SurveyJS</title>'
    + '<link rel="stylesheet" href="/main.css"><script type="module" src="/main.js"></script></head>'
    + '<body><div id="root"></div></body></html>');
}

function compressed(body: Buffer, encodings: string): { body: Buffer; encoding?: string } {
  if (/\bbr\b/.test(encodings)) return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), encoding: 'br' };
  if (/\bgzip\b/.test(encodings)) return { body: gzipSync(body, { level: 9 }), encoding: 'gzip' };
  return { body };
}

/** Serves the built page from this machine, brotli (or gzip) like our server's pre-compressed files. */
export async function serveSurveyJsPage(outDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = join(outDir, 'public');
  const cache = new Map<string, { body: Buffer; encoding?: string }>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(root, path === '/' ? 'index.html' : path.slice(1));
    if (!file.startsWith(root)) { response.writeHead(404).end(); return; }
    let content: Buffer;
    try { content = readFileSync(file); } catch { response.writeHead(404).end(); return; }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const key = `${file}|${accepts}`;
    const reply = cache.get(key) ?? compressed(content, accepts);
    cache.set(key, reply);
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(reply.encoding ? { 'content-encoding': reply.encoding } : {}),
    }).end(reply.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((done) => server.close(() => done())) };
}
