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
import { claimDataDir } from './data-dir-owner';
import { ignoreNotice } from './ignore-notice';
import { pgliteLanes } from './pglite-lanes';
import * as schema from './schema/index';

/** The one database handle type of the server: PGlite and postgres.js both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  /** `from`: a dump of another PGlite data directory to start from (the API tests' migrated template) */
  | { kind: 'memory'; from?: Blob }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; url: string; max?: number; /** a streaming replica for heavy reads (DATABASE_READ_URL) */ readUrl?: string };

/** Gives a lock back. */
export type Release = () => Promise<void>;

/**
 * Where heavy reads (statistics, answer lists, exports) go: a PostgreSQL streaming replica
 * (DATABASE_READ_URL; never written, never migrated), a small pool of their own on the PostgreSQL
 * primary, or PGlite's background lane (pglite-lanes.ts).
 */
export type HeavyReads = { kind: 'replica'; db: Db } | { kind: 'own-pool'; db: Db } | { kind: 'background'; db: Db };

/**
 * Connections of the primary's pool kept for heavy reads when there is no replica. A statistics
 * request runs up to five statements at once (a recount one, for seconds) and an export one more: in the
 * one pool they would hold most of the connections submissions need (bench/README.md, "mixed").
 */
export const HEAVY_READ_CONNECTIONS = 2;

/**
 * A heavy read keeps to one core: a recount's parallel workers took every core of a small server
 * from the submissions beside it (bench/README.md, "mixed"). And no JIT compiler: compiling a
 * recount's plan cost more than it saved (1.6–3.6 s against 1.2–1.3 s without), as for exports' pages.
 */
const HEAVY_READ_SETTINGS = { max_parallel_workers_per_gather: '0', jit: 'off' }; // strings: postgres.js leaves out a falsy 0
/** A replica has cores of its own for parallel workers; the JIT compiler costs there too. */
const REPLICA_SETTINGS = { jit: 'off' };

export interface Database {
  db: Db;
  /** null: heavy reads use db like everything else */
  heavyReads: HeavyReads | null;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
  /**
   * Takes a session-level advisory lock if no other process holds it, and keeps it until released
   * or this process ends (its connection closes). On PGlite, which one process owns, always granted.
   */
  tryLock(key: number): Promise<Release | null>;
}

async function tryPostgresLock(client: postgres.Sql, key: number): Promise<Release | null> {
  const reserved = await client.reserve();
  try {
    const [row] = await reserved<{ locked: boolean }[]>`select pg_try_advisory_lock(${key}) as locked`;
    if (row?.locked) {
      return async () => {
        try {
          await reserved`select pg_advisory_unlock(${key})`;
        } finally {
          reserved.release();
        }
      };
    }
  } catch (error) {
    reserved.release();
    throw error;
  }
  reserved.release();
  return null;
}

const granted = (): Promise<Release> => Promise.resolve(() => Promise.resolve());

/** Beside this module: src/server/db/migrations, or dist-server/migrations in the built server (copied by the build). */
export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any 64-bit number of our own: the session-level advisory lock that serialises migrations and first-start bootstrap. */
export const STARTUP_LOCK = 7_102_016_001;

/** Runs after the migrations, under the same startup lock (the first-start bootstrap). */
export type StartupStep = (db: Db) => Promise<void>;

/**
 * On PostgreSQL several processes may start together on an empty database: each holds a
 * session-level advisory lock on a reserved connection while it migrates and bootstraps, so one
 * does the work and the others wait, then find it done. (A process that dies frees its lock.)
 */
async function underStartupLock(client: postgres.Sql, work: () => Promise<void>): Promise<void> {
  const reserved = await client.reserve();
  try {
    await reserved`select pg_advisory_lock(${STARTUP_LOCK})`;
    try {
      await work();
    } finally {
      await reserved`select pg_advisory_unlock(${STARTUP_LOCK})`;
    }
  } finally {
    reserved.release();
  }
}

/**
 * Opens the database and applies every pending migration before returning; `startup` then runs
 * under the same lock. PGlite belongs to one process, so it needs no lock.
 */
export async function connectDatabase(target: DatabaseTarget, startup?: StartupStep): Promise<Database> {
  if (target.kind === 'postgres') {
    // the reserved lock connection plus at least one for the migrator
    const client = postgres(target.url, { max: Math.max(2, target.max ?? 10), onnotice: ignoreNotice });
    const postgresDb = drizzlePostgres(client, { schema });
    const db = postgresDb as unknown as Db;
    try {
      await underStartupLock(client, async () => {
        await migratePostgres(postgresDb, { migrationsFolder });
        await startup?.(db);
      });
    } catch (error) {
      await client.end();
      throw error;
    }
    const replica = target.readUrl ? postgres(target.readUrl, { max: target.max ?? 10, onnotice: ignoreNotice, connection: REPLICA_SETTINGS }) : null;
    const heavyPool = replica ?? postgres(target.url, { max: HEAVY_READ_CONNECTIONS, onnotice: ignoreNotice, connection: HEAVY_READ_SETTINGS });
    const heavyDb = drizzlePostgres(heavyPool, { schema }) as unknown as Db;
    return {
      db,
      heavyReads: replica ? { kind: 'replica', db: heavyDb } : { kind: 'own-pool', db: heavyDb },
      kind: 'postgres',
      close: async () => {
        await Promise.all([client.end(), heavyPool.end()]);
      },
      tryLock: (key) => tryPostgresLock(client, key),
    };
  }
  let client: PGlite;
  let release = () => {
    // a database in memory holds no data directory
  };
  if (target.kind === 'pglite') {
    const dir = resolve(target.dataDir);
    mkdirSync(dir, { recursive: true });
    release = claimDataDir(dir);
    client = new PGlite(dir);
  } else {
    client = new PGlite(target.from ? { loadDataDir: target.from } : undefined);
  }
  const lanes = pgliteLanes(client);
  const db = drizzlePglite(lanes.interactive, { schema });
  await migratePglite(db, { migrationsFolder });
  // PGlite runs no autovacuum, so the planner would never learn the tables' sizes (statistics queries
  // then pick nested loops over a million answers); a stored database is analysed at each start.
  if (target.kind === 'pglite') await client.exec('ANALYZE');
  await startup?.(db);
  const close = async () => {
    await client.close();
    release();
  };
  const heavyReads: HeavyReads = { kind: 'background', db: drizzlePglite(lanes.background, { schema }) as unknown as Db };
  return { db: db as unknown as Db, heavyReads, kind: target.kind, close, tryLock: granted };
}
