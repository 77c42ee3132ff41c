import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index';

/** The one database handle type of the server: PGlite and postgres.js both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  /** `from`: a dump of another PGlite data directory to start from (the API tests' migrated template) */
  | { kind: 'memory'; from?: Blob }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string; max?: number };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database and applies every pending migration before returning. */
export async function connectDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const client = postgres(target.url, { max: target.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    await migratePostgres(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => client.end() };
  }
  let client: PGlite;
  if (target.kind === 'pglite') {
    const dir = resolve(target.dataDir);
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite(target.from ? { loadDataDir: target.from } : undefined);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite runs no autovacuum, so the planner would never learn the tables' sizes (statistics queries
  // then pick nested loops over a million answers); a stored database is analysed at each start.
  if (target.kind === 'pglite') await client.exec('ANALYZE');
  return { db: db as unknown as Db, kind: target.kind, close: () => client.close() };
}
