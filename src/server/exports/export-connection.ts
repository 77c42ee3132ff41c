import { drizzle } from 'drizzle-orm/postgres-js';
import type { Sql } from 'postgres';
import type { Db } from '#server/db/connect';
import * as schema from '#server/db/schema/index';

const isPostgresClient = (client: unknown): client is Sql =>
  typeof client === 'function' && 'reserve' in client && 'options' in client;

/** The postgres.js pool behind `db`; null on PGlite (which has no JIT compiler, and one connection). */
function postgresPool(db: Db): Sql | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return isPostgresClient(client) ? client : null;
}

/**
 * Runs an export's reads on one connection of `db`'s pool kept for it alone, with PostgreSQL's JIT
 * compiler off for that connection: each keyset page is then one round trip, where a transaction
 * with `SET LOCAL jit = off` around it took four (BEGIN, SET, the page, COMMIT). The planner costs
 * a page as if it read every response the filter keeps (the LIMIT comes last), which crosses
 * jit_above_cost on any sizeable form: compiling then took longer than running it, 210-230 ms a page
 * of 1,000 instead of 90-100 ms (bench/export/README.md). However `work` ends (done, failed, the
 * download cut), the setting is reset and the connection goes back to the pool; a page still being
 * read ahead finishes first (postgres.js runs a connection's statements in order).
 */
export async function onExportConnection<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  const pool = postgresPool(db);
  if (!pool) return work(db);
  const reserved = await pool.reserve();
  try {
    await reserved`set jit = off`;
    // drizzle reads the parsers from the client's options, which only the pool carries (the same object)
    const own = drizzle({ client: Object.assign(reserved, { options: pool.options }), schema }) as unknown as Db;
    return await work(own);
  } finally {
    await reserved`reset jit`.catch(() => undefined);
    reserved.release();
  }
}
