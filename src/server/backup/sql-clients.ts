import { existsSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { DatabaseTarget } from '#server/db/connect';
import { claimDataDir } from '#server/db/data-dir-owner';
import { ignoreNotice } from '#server/db/ignore-notice';
import type { FileStorage } from '#server/files/file-storage';
import type { Query } from './catalogue';

export type StoredDatabase = Exclude<DatabaseTarget, { kind: 'memory' }>;

/** An installation as the server sees it: its database and where its uploaded files are (local disk or object store). */
export interface Installation {
  database: StoredDatabase;
  files: FileStorage;
  /** names the file store in the manifest: `local disk` or `s3://<bucket>` */
  fileStore: string;
  /** PG_BIN: where pg_dump and pg_restore are; the PATH when missing */
  pgBin?: string;
}

export interface PgliteHandle { client: PGlite; query: Query; close(): Promise<void> }

/** Opens the embedded database folder for a command; refused while a server (or another command) has it open. */
export async function openPglite(dataDir: string, options: PGliteOptions = {}): Promise<PgliteHandle> {
  if (!options.loadDataDir && !existsSync(dataDir)) throw new Error(`There is no embedded database in ${dataDir}.`);
  const release = claimDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, options);
    return {
      client,
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export interface PostgresHandle { sql: postgres.Sql; query: Query; close(): Promise<void> }

export function openPostgres(url: string): PostgresHandle {
  const sql = postgres(url, { max: 2, onnotice: ignoreNotice });
  return {
    sql,
    query: async <T>(text: string) => (await sql.unsafe(text)) as unknown as T[],
    close: () => sql.end(),
  };
}

/** A database that already holds tables is never written over. */
export async function assertEmptyPostgres(query: Query, url: string): Promise<void> {
  const [row] = await query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`);
  if ((row?.n ?? 0) > 0) {

    throw new Error(`The database ${new URL(url).pathname.slice(1)} already holds tables: restore and move only into an empty database (createdb a new one).`);
  }
}
