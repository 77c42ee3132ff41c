import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import type { Db } from '#server/db/connect';
import * as schema from '#server/db/schema/index';

/** What an export's page statement may use of the database. */
export type PageDb = Pick<Db, 'select' | 'execute'>;

/** How an export runs each page statement (with PostgreSQL's JIT compiler off). */
export type PageReads = <T>(statement: (db: PageDb) => Promise<T>) => Promise<T>;

const isPostgresClient = (client: unknown): client is Sql =>
  typeof client === 'function' && 'reserve' in client && 'options' in client;

/** The postgres.js pool behind `db`; null on PGlite (which has no JIT compiler, and one connection). */
function postgresPool(db: Db): Sql | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return isPostgresClient(client) ? client : null;
}

/** Connections of each pool held by exports now. */
const reservedByExports = new WeakMap<Sql, number>();

/**
 * Each page in a transaction of its own, JIT off for it (SET LOCAL ends with it): four round trips
 * a page (BEGIN, SET, the page, COMMIT), the connection free between pages.
 */
const transactionPerPage = (db: Db): PageReads => (statement) => db.transaction(async (tx) => {
  await tx.execute(sql`set local jit = off`);
  return statement(tx);
});

/**
 * `work` with `reads`, ended only once every statement it began has settled: a page read ahead for
 * a consumer that has gone still holds a connection, and an export is told over only once it holds
 * none (the next export, or any other read, finds the pool as it was).
 */
async function untilReadsSettle<T>(reads: PageReads, work: (reads: PageReads) => Promise<T>): Promise<T> {
  const running = new Set<Promise<unknown>>();
  const trackedReads: PageReads = (statement) => {
    const read = reads(statement);
    running.add(read);
    void read.then(() => running.delete(read), () => running.delete(read));
    return read;
  };
  try {
    return await work(trackedReads);
  } finally {
    await Promise.allSettled([...running]);
  }
}

/**
 * Runs an export's page statements with PostgreSQL's JIT compiler off. The planner costs a page as
 * if it read every response the filter keeps (the LIMIT comes last), which crosses jit_above_cost
 * on any sizeable form: compiling then took longer than running it, 210-230 ms a page of 1,000
 * instead of 90-100 ms (bench/export/README.md).
 *
 * On a connection of `db`'s pool kept for the export alone, JIT off for that connection, each page
 * is one round trip. However `work` ends (done, failed, the download cut), a page still being read
 * ahead finishes first, then the setting is reset and the connection goes back to the pool. Exports never hold the pool's last
 * connection (statistics and answer lists read there too): an export that would, reads each page
 * in a transaction of its own instead.
 */
export async function withExportReads<T>(db: Db, work: (reads: PageReads) => Promise<T>): Promise<T> {
  const pool = postgresPool(db);
  if (!pool) return untilReadsSettle((statement) => statement(db), work);
  const held = reservedByExports.get(pool) ?? 0;
  if (held >= pool.options.max - 1) return untilReadsSettle(transactionPerPage(db), work);
  reservedByExports.set(pool, held + 1);
  try {
    const reserved = await pool.reserve();
    try {
      await reserved`set jit = off`;
      // drizzle reads the parsers from the client's options, which only the pool carries (the same object)
      const own = drizzle({ client: Object.assign(reserved, { options: pool.options }), schema }) as unknown as Db;
      return await untilReadsSettle((statement) => statement(own), work);
    } finally {
      await reserved`reset jit`.catch(() => undefined);
      reserved.release();
    }
  } finally {
    reservedByExports.set(pool, (reservedByExports.get(pool) ?? 1) - 1);
  }
}
