import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared } from '#server/db/prepared';
import { rowsOf } from '#server/db/rows-of';
import { type TestApp, createTestApp } from '../helpers';

describe('a prepared statement (the submissions\' write)', () => {
  let t: TestApp;

  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  it('answers what the same statement answers through db.execute', async () => {
    const query = (n: number) => sql`select ${n}::int + 1 as n, ${JSON.stringify([{ a: n }])}::jsonb -> 0 ->> 'a' as a`;
    for (const n of [1, 2, 3]) {
      expect(rowsOf(await executePrepared(t.db, 'probe', query(n)))).toEqual(rowsOf(await t.db.execute(query(n))));
    }
  });

  it.runIf(process.env.DATABASE_URL)('is parsed once per connection and kept there (PostgreSQL)', async () => {
    const kept = await t.db.transaction(async (tx) => {
      for (const n of [1, 2]) await executePrepared(tx, 'probe', sql`select ${n}::int * 7 as sevenfold`);
      return rowsOf<{ statement: string }>(await tx.execute(sql`select statement from pg_prepared_statements`));
    });
    expect(kept.filter((row) => row.statement.includes('sevenfold'))).toHaveLength(1);
  });
});
