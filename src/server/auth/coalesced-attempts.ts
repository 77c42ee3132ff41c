import type { Db } from '#server/db/connect';
import { type Limit, type Reservation, reserveAttempts } from './rate-limit';

interface Waiter { max: number; resolve(reservation: Reservation): void; reject(error: unknown): void }

interface KeyQueue { waiting: Waiter[] }

/** Per database (tests run many), per key: the attempts waiting for the next upsert. */
const queues = new WeakMap<Db, Map<string, KeyQueue>>();

/**
 * reserveAttempt for one key, with at most one upsert of that key in flight from this process:
 * the attempts that arrive meanwhile are counted together by the next one (reserveAttempts), with
 * the same outcome as one by one. Many submissions from one address (a school's or a carrier's
 * NAT) would otherwise each send an upsert of the same row and queue on its lock, each holding
 * it until its commit is flushed (bench/README.md, "ingest"). Other processes still share the count.
 */
export function reserveCoalesced(db: Db, limit: Limit, windowSeconds: number): Promise<Reservation> {
  let byKey = queues.get(db);
  if (!byKey) {
    byKey = new Map();
    queues.set(db, byKey);
  }
  const existing = byKey.get(limit.key);
  const queue = existing ?? { waiting: [] };
  const reservation = new Promise<Reservation>((resolve, reject) => queue.waiting.push({ max: limit.max, resolve, reject }));
  if (!existing) {
    byKey.set(limit.key, queue);
    void drain(db, byKey, limit.key, queue, windowSeconds);
  }
  return reservation;
}

async function drain(db: Db, byKey: Map<string, KeyQueue>, key: string, queue: KeyQueue, windowSeconds: number): Promise<void> {
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0);
    try {
      const results = await reserveAttempts(db, key, batch.map((w) => w.max), windowSeconds);
      batch.forEach((waiter, i) => waiter.resolve(results[i] as Reservation));
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }
  byKey.delete(key);
}
