import type { OutboxItem } from './contract';
import { db } from './db';
import { readOutbox } from './outbox';
import { sendableNow } from './ownership';
import { parseOutboxRow } from './rows';

export function isDue(item: OutboxItem, at: Date, ignoreBackoff = false): boolean {
  if (item.state !== 'pending') return false;
  if (ignoreBackoff || !item.nextAttemptAt) return true;
  const next = Date.parse(item.nextAttemptAt);
  return Number.isNaN(next) || next <= at.getTime();
}

/**
 * The items one flush still has to send, oldest first. The whole outbox is read (and every row
 * validated) once per round, not before every batch: with 10,000 answers waiting, reading them all
 * before each batch of 100 made the drain quadratic (bench/outbox-drain). Each batch is read again
 * by key just before it goes, so an item discarded, settled or handed to another person meanwhile
 * is never sent from the old copy.
 */
export class FlushLine {
  private waiting: OutboxItem[] = [];

  constructor(private readonly tried: ReadonlySet<string>, private readonly ignoreBackoff: boolean | undefined) {}

  /**
   * Reads the outbox again once the line is empty: 'due' when there is something to send,
   * 'none-due' when not, 'none-pending' when no item is pending at all.
   */
  async refill(at: Date): Promise<'due' | 'none-due' | 'none-pending'> {
    if (this.waiting.length > 0) return 'due';
    const { items } = await readOutbox();
    this.waiting = (await sendableNow(items)).filter((item) => isDue(item, at, this.ignoreBackoff) && !this.tried.has(item.responseId));
    if (this.waiting.length > 0) return 'due';
    return items.some((item) => item.state === 'pending') ? 'none-due' : 'none-pending';
  }

  /**
   * Takes up to `size` items of the first item's sender (one sender per request), as they are in
   * the outbox now; an empty list when none of them can go any more.
   */
  async take(size: number, at: Date): Promise<{ owner: string | undefined; picked: OutboxItem[] }> {
    const owner = this.waiting[0]?.owner;
    const taken = this.waiting.filter((item) => item.owner === owner).slice(0, size);
    const ids = new Set(taken.map((item) => item.responseId));
    this.waiting = this.waiting.filter((item) => !ids.has(item.responseId));
    const rows = await db.outbox.bulkGet([...ids]);
    const current = rows.flatMap((row) => parseOutboxRow(row) ?? []);
    const picked = (await sendableNow(current)).filter((item) => item.owner === owner && isDue(item, at, this.ignoreBackoff));
    return { owner, picked };
  }

  /** true when the next refill reads the outbox again */
  isEmpty(): boolean {
    return this.waiting.length === 0;
  }

  /** Puts items back at the head of the line (a batch the server found too large, to be split). */
  putBack(items: readonly OutboxItem[]): void {
    this.waiting = [...items, ...this.waiting];
  }

  /** Takes the rest of one sender's items out of the line (e.g. signed out: they would fail alike); returns them. */
  dropSender(owner: string | undefined): OutboxItem[] {
    const dropped = this.waiting.filter((item) => item.owner === owner);
    this.waiting = this.waiting.filter((item) => item.owner !== owner);
    return dropped;
  }

  /** The items still in line (they wait as long as a batch that could not reach the server). */
  rest(): OutboxItem[] {
    return [...this.waiting];
  }
}
