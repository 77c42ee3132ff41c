import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import type { ReservedSql, Sql } from 'postgres';
import type { Db } from '#server/db/connect';
import * as schema from '#server/db/schema/index';
import { nextTurn } from '#server/runtime/time-slice';

/** What an export's page statement may use of the database. */
export type PageDb = Pick<Db, 'select' | 'execute'>;

/** How an export runs each page statement (with PostgreSQL's JIT compiler off). */
export type PageReads = <T>(statement: (db: PageDb) => Promise<T>) => Promise<T>;

/** A statement as drizzle builds it: its text and parameters. */
export interface BuiltStatement { toSQL(): { sql: string; params: unknown[] } }

/** The rows of one statement, each as its values in the selection's order, in batches of `size`. */
export type RowStream = (statement: (db: PageDb) => BuiltStatement, size: number) => AsyncIterable<unknown[][]>;

/** Page statements, and on the export's own connection one statement streamed in batches (null elsewhere). */
export interface ExportReads extends PageReads { stream: RowStream | null }

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
 * Until the request for the next batch has left: postgres.js queues a small message's write with
 * setImmediate, and only once next()'s promises have run; the batch's formatting, which holds the
 * thread for its time slice, would otherwise keep PostgreSQL waiting for it (no overlap at all:
 * bench/export/README.md, sixth round). The first turn lets that setImmediate be queued, the second
 * runs after it.
 */
async function requestSent(): Promise<void> {
  await nextTurn();
  await nextTurn();
}

/**
 * The batches of one statement read through a cursor of postgres.js (one portal, `size` rows each
 * Execute): PostgreSQL makes the next batch while this one is written, no more (postgres.js asks
 * for the next batch only when the one before is taken, and the request is sent before this one is handed on). However the consumer stops, the batch in
 * flight is awaited and the portal closed, so the statement stops and the connection is free.
 */
async function* cursorBatches(connection: ReservedSql, { sql: text, params }: { sql: string; params: unknown[] }, size: number): AsyncGenerator<unknown[][]> {
  const cursor = connection.unsafe(text, params as never[]).values().cursor(size)[Symbol.asyncIterator]();
  let ahead = Promise.resolve(cursor.next());
  try {
    for (;;) {
      const batch = await ahead;
      if (batch.done) return;
      ahead = Promise.resolve(cursor.next());
      await requestSent();
      yield batch.value as unknown[][];
    }
  } finally {
    await ahead.catch(() => undefined);
    // closes the portal; the connection's next statement (the JIT reset) runs once it is closed
    await cursor.return?.();
  }
}

/**
 * `work` with `reads`, ended only once every statement it began has settled: a page read ahead for
 * a consumer that has gone still holds a connection, and an export is told over only once it holds
 * none (the next export, or any other read, finds the pool as it was). A stream counts as running
 * until its portal is closed.
 */
async function untilReadsSettle<T>(reads: PageReads, stream: RowStream | null, work: (reads: ExportReads) => Promise<T>): Promise<T> {
  const running = new Set<Promise<unknown>>();
  const track = <R>(read: Promise<R>): Promise<R> => {
    running.add(read);
    void read.then(() => running.delete(read), () => running.delete(read));
    return read;
  };
  const trackedStream: RowStream | null = stream && ((statement, size) => trackedBatches(stream(statement, size), track));
  const trackedReads = Object.assign(<R>(statement: (db: PageDb) => Promise<R>) => track(reads(statement)), { stream: trackedStream });
  try {
    return await work(trackedReads);
  } finally {
    await Promise.allSettled([...running]);
  }
}

/** `batches`, running (for `track`) from the first batch asked for until the last or the consumer's stop has settled. */
async function* trackedBatches(batches: AsyncIterable<unknown[][]>, track: (read: Promise<unknown>) => unknown): AsyncGenerator<unknown[][]> {
  let settled: () => void = () => undefined;
  track(new Promise<void>((resolve) => { settled = resolve; }));
  try {
    yield* batches;
  } finally {
    settled();
  }
}

/**
 * Runs an export's page statements with PostgreSQL's JIT compiler off. The planner costs a page as
 * if it read every response the filter keeps (the LIMIT comes last), which crosses jit_above_cost
 * on any sizeable form: compiling then took longer than running it, 210-230 ms a page of 1,000
 * instead of 90-100 ms (bench/export/README.md).
 *
 * On a connection of `db`'s pool kept for the export alone, JIT off for that connection, the rows
 * come from one statement streamed in batches (`reads.stream`, D85). However `work` ends (done,
 * failed, the download cut), a batch or page still being read ahead finishes first, then the
 * statement stops, the setting is reset and the connection goes back to the pool. Exports never hold the pool's last
 * connection (statistics and answer lists read there too): an export that would, reads each page
 * in a transaction of its own instead.
 */
export async function withExportReads<T>(db: Db, work: (reads: ExportReads) => Promise<T>): Promise<T> {
  const pool = postgresPool(db);
  if (!pool) return untilReadsSettle((statement) => statement(db), null, work);
  const held = reservedByExports.get(pool) ?? 0;
  if (held >= pool.options.max - 1) return untilReadsSettle(transactionPerPage(db), null, work);
  reservedByExports.set(pool, held + 1);
  try {
    const reserved = await pool.reserve();
    try {
      await reserved`set jit = off`;
      // drizzle reads the parsers from the client's options, which only the pool carries (the same object)
      const own = drizzle({ client: Object.assign(reserved, { options: pool.options }), schema }) as unknown as Db;
      const stream: RowStream = (statement, size) => cursorBatches(reserved, statement(own).toSQL(), size);
      return await untilReadsSettle((statement) => statement(own), stream, work);
    } finally {
      await reserved`reset jit`.catch(() => undefined);
      reserved.release();
    }
  } finally {
    reservedByExports.set(pool, (reservedByExports.get(pool) ?? 1) - 1);
  }
}
