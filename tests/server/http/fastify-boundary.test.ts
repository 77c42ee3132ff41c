import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const server = join(import.meta.dirname, '../../../src/server');
/** route registrations (routes.ts, and the older *-routes.ts / *-route.ts), the http layer, and the app that composes them */
const mayImportFastify = (path: string) =>
  path.startsWith('http/') || isRoutesFile(path) || path === 'app.ts' || path === 'fastify.d.ts';
const importsFastify = (text: string) => /from\s+['"](fastify|@fastify\/[^'"]+)['"]/.test(text);
const isRoutesFile = (path: string) => /(^|\/|-)routes?\.ts$/.test(path);
const queriesDatabase = (text: string) => /from\s+['"](drizzle-orm|#server\/db\/schema[^'"]*)['"]/.test(text);

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith('.ts') ? [relative(server, path)] : [];
  });
}

describe('use-cases below the routes (docs/ARCHITECTURE.md, "Server")', () => {
  it('keeps fastify out of every server file but routes and http/', () => {
    const importers = serverFiles(server).filter((path) => !mayImportFastify(path) && importsFastify(readFileSync(join(server, path), 'utf8')));
    expect(importers).toEqual([]);
  });

  it('keeps the database out of route files: they register calls, commands and queries read and write', () => {
    const querying = serverFiles(server).filter((path) => isRoutesFile(path) && queriesDatabase(readFileSync(join(server, path), 'utf8')));
    expect(querying).toEqual([]);
  });
});
