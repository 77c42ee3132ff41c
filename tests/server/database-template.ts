import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { type Db, connectDatabase, migrationsFolder } from '#server/db/connect';
import * as schema from '#server/db/schema/index';
import { loadShippedLocalities } from '#server/localities/shipped-list';
import { bootstrap } from '#server/system/bootstrap';
import { scratchDatabase } from '../support/scratch-database';

/**
 * Where each API test file's database is copied from: migrated and bootstrapped once per run
 * (vitest globalSetup) instead of once per file. On PGlite a dump of its data directory; on
 * PostgreSQL (DATABASE_URL) a template database beside the one DATABASE_URL names.
 */
export type DatabaseTemplate = { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export const TEMPLATE_ADMIN_PASSWORD = 'Admin-Pass1';

/** The server's first start (as src/server/main.ts): the first company, its system administrator `admin`, the shipped locality list. */
const firstStart = async (db: Db) => {
  await bootstrap(db, { adminPassword: TEMPLATE_ADMIN_PASSWORD, companyName: 'Test company' });
  await loadShippedLocalities(db);
};

async function pgliteTemplate(): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await firstStart(db);
  const folder = await mkdtemp(join(tmpdir(), 'survey-api-template-'));
  const dumpFile = join(folder, 'pglite.tar');
  await writeFile(dumpFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  return { template: { kind: 'pglite', dumpFile }, remove: () => rm(folder, { recursive: true, force: true }) };
}

async function postgresTemplate(serverUrl: string): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  const scratch = await scratchDatabase(serverUrl, 'survey_template');
  const database = await connectDatabase({ kind: 'postgres', url: scratch.url, max: 1 });
  await firstStart(database.db);
  // a template must have no open connection while databases are copied from it
  await database.close();
  return { template: { kind: 'postgres', name: scratch.name }, remove: scratch.drop };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.DATABASE_URL;
  const made = server ? await postgresTemplate(server) : await pgliteTemplate();
  project.provide('databaseTemplate', made.template);
  return made.remove;
}
