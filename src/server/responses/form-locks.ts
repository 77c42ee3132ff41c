import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';

/**
 * One writer at a time per form, for forms whose settings limit answers (maxAnswers, one answer
 * per person): the count and the insert must not interleave with another submission to the same
 * form, in this process or any other on the same database. Forms without limits take no lock.
 *
 * Two layers: a queue per form id in this process, then a PostgreSQL transaction-level advisory
 * lock on the form id, held by the transaction that counts and inserts (released by its commit or
 * rollback, so a process that dies frees it). The queue keeps a burst to one form from parking every
 * connection of this process's pool on the advisory lock: at most one per form waits there.
 * Several ids are taken in ascending order so two batches can never wait on each other.
 */

/** The first key of the two-key advisory locks on forms (the startup and housekeeping locks use one 64-bit key: another key space). */
export const FORM_LOCK_SPACE = 16;

const tails = new Map<number, Promise<void>>();

async function take(formId: number): Promise<() => void> {
  const before = tails.get(formId) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = before.then(() => mine);
  tails.set(formId, tail);
  await before;
  return () => {
    release();
    if (tails.get(formId) === tail) tails.delete(formId);
  };
}

async function inProcessOrder<T>(ids: readonly number[], run: () => Promise<T>): Promise<T> {
  const releases: (() => void)[] = [];
  try {
    for (const id of ids) releases.push(await take(id));
    return await run();
  } finally {
    for (const release of releases.reverse()) release();
  }
}

/** The handle `run` works with: a transaction holding the forms' locks, or the plain database when none was needed. */
export interface LockedDb {
  db: Db;
  /** true inside the locked transaction: a statement that may fail on its own needs a savepoint (`isolated`) */
  inTransaction: boolean;
}

export async function withFormLocks<T>(db: Db, formIds: readonly number[], run: (locked: LockedDb) => Promise<T>): Promise<T> {
  const ids = [...new Set(formIds)].sort((a, b) => a - b);
  if (ids.length === 0) return run({ db, inTransaction: false });
  return inProcessOrder(ids, () => db.transaction(async (tx) => {
    for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${FORM_LOCK_SPACE}, ${id})`);
    return run({ db: tx, inTransaction: true });
  }));
}

/**
 * Work that may fail alone (one item of a batch): inside the locked transaction it gets a
 * savepoint, so its failure leaves the transaction usable for the other items; outside, it runs as is.
 */
export function isolated<T>(locked: LockedDb, work: (db: Db) => Promise<T>): Promise<T> {
  if (!locked.inTransaction) return work(locked.db);
  return locked.db.transaction((savepoint) => work(savepoint));
}
