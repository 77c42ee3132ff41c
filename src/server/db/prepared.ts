import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './connect';

const dialect = new PgDialect();

/**
 * Runs a statement whose text never changes (only its parameters do) as a prepared statement:
 * on PostgreSQL each connection parses it once and, after a few runs, reuses one plan, where
 * `db.execute` has the server parse, analyse and plan it anew every time. Worth it for a large
 * statement on a hot path (the submissions' write: bench/README.md "ingest", D78). `name` only
 * tells drizzle to prepare; postgres.js names and caches it per connection by its text. PGlite
 * runs it as `db.execute` would. Answers what `db.execute` answers (read it with rowsOf).
 */
export function executePrepared(db: Db, name: string, query: SQL): Promise<unknown> {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute();
}
