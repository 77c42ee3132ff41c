import { existsSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const noCacheFiles = new Set(['sw.js', 'index.html', 'manifest.webmanifest', 'manifest.json', 'registerSW.js']);

function cacheHeaders(reply: FastifyReply, filePath: string) {
  // a pre-compressed copy (x.js.br) is served for x.js: its headers are those of x.js
  const normalised = filePath.replaceAll('\\', '/').replace(/\.(?:br|gz)$/, '');
  if (noCacheFiles.has(basename(normalised))) void reply.header('cache-control', 'no-cache');
  else if (normalised.includes('/assets/')) void reply.header('cache-control', 'public, max-age=31536000, immutable');
  else void reply.header('cache-control', 'public, max-age=3600');
}

/** Serves the Vite build when it exists; returns its folder, or null (the 404 handler falls back to its index.html). */
export async function registerStatic(app: FastifyInstance, staticDir: string | null): Promise<string | null> {
  if (!staticDir) return null;
  const root = resolve(staticDir);
  if (!existsSync(resolve(root, 'index.html'))) return null;
  // wildcard: false registers one route per file found at start, so unknown paths reach the 404 handler;
  // source maps stay on disk for operators and are never served (they would publish the source)
  await app.register(fastifyStatic, { root, wildcard: false, setHeaders: cacheHeaders, preCompressed: true, globIgnore: ['**/*.map', '**/*.map.*'] });
  return root;
}

/** SPA navigations (GET, no file extension, outside /api) get index.html; a missing asset gets a plain 404. */
export function spaFallback(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0] ?? '/';
  if (extname(path) !== '') return false;
  void reply.header('cache-control', 'no-cache').sendFile('index.html');
  return true;
}
