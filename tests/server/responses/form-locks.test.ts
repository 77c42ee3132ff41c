import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, connectDatabase } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import { FORM_LOCK_SPACE, isolated, withFormLocks } from '#server/responses/form-locks';
import { type ScratchDatabase, scratchDatabase } from '../../support/scratch-database';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

// PGlite in memory, or with DATABASE_URL a fresh PostgreSQL database and a second pool on it (another "process")
let fresh: ScratchDatabase | null = null;
let database: Database;
let observer: Database;
beforeAll(async () => {
  fresh = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL, 'survey_test') : null;
  database = await connectDatabase(fresh ? { kind: 'postgres', url: fresh.url, max: 4 } : { kind: 'memory' });
  observer = fresh ? await connectDatabase({ kind: 'postgres', url: fresh.url, max: 2 }) : database;
});
afterAll(async () => {
  if (observer !== database) await observer.close();
  await database.close();
  await fresh?.drop();
});

/** The advisory locks on forms that the database shows as held right now. */
const heldFormLocks = async (db: Database['db']) =>
  rowsOf<{ objid: string }>(await db.execute(sql`select objid::text as objid from pg_locks where locktype = 'advisory' and classid = ${FORM_LOCK_SPACE} and granted and database = (select oid from pg_database where datname = current_database())`))
    .map((row) => Number(row.objid)).sort((a, b) => a - b);

describe('one writer at a time per limited form', () => {
  it('holds a database advisory lock on each form for the transaction, and none once it ends', async () => {
    const seen = await withFormLocks(database.db, [42, 7], async (locked) => {
      expect(locked.inTransaction).toBe(true);
      // on PostgreSQL read from another pool: what another process would find
      return heldFormLocks(observer === database ? locked.db : observer.db);
    });
    expect(seen).toEqual([7, 42]);
    expect(await heldFormLocks(observer.db)).toEqual([]);
  });

  it('takes no lock and opens no transaction for forms without limits', async () => {
    const seen = await withFormLocks(database.db, [], async (locked) => {
      expect(locked.inTransaction).toBe(false);
      return heldFormLocks(observer.db);
    });
    expect(seen).toEqual([]);
  });

  it('runs submissions to one form one after another', async () => {
    const log: string[] = [];
    const job = (name: string) => withFormLocks(database.db, [1], async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    });
    await Promise.all([job('a'), job('b')]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('never deadlocks two batches naming the same forms in another order, and frees the form after a failure', async () => {
    const both = await Promise.all([
      withFormLocks(database.db, [3, 4], async () => { await tick(); return 'x'; }),
      withFormLocks(database.db, [4, 3], async () => { await tick(); return 'y'; }),
    ]);
    expect(both).toEqual(['x', 'y']);
    await expect(withFormLocks(database.db, [5], () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withFormLocks(database.db, [5], () => Promise.resolve('free again'))).toBe('free again');
    expect(await heldFormLocks(observer.db)).toEqual([]);
  });

  it('a statement failing in its savepoint leaves the locked transaction usable for the rest of the batch', async () => {
    const after = await withFormLocks(database.db, [6], async (locked) => {
      await expect(isolated(locked, (db) => db.execute(sql`select 1 / 0`))).rejects.toThrow();
      return rowsOf<{ one: number }>(await locked.db.execute(sql`select 1 as one`));
    });
    expect(after).toEqual([{ one: 1 }]);
  });
});
