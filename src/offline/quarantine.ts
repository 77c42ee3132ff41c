import { db, type QuarantineRow } from './db';
import { readOutbox } from './outbox';

/** Copies a row that cannot be read aside, to be exported or repaired later; never loses it. */
export async function keepAside(source: QuarantineRow['source'], key: string, value: unknown, reason: string): Promise<void> {
  await db.quarantine.add({ source, key, value, reason, keptAt: new Date().toISOString() });
}

/** Everything that could not be read: outbox rows (left in place) and drafts moved aside. */
export async function listUnreadableRows(): Promise<QuarantineRow[]> {
  const { unreadable } = await readOutbox();
  const outboxRows: QuarantineRow[] = unreadable.map((value) => ({
    source: 'outbox',
    key: value.responseId,
    value,
    reason: 'unreadable outbox item (kept in the outbox, not sent)',
    keptAt: '',
  }));
  return [...outboxRows, ...(await db.quarantine.toArray())];
}
