/**
 * A small time-bounded cache for rows that are read on every request and change rarely (the
 * company, a published form). Entries live a few seconds at most, so several server instances
 * agree again within that time; a change made through this instance forgets the entry at once.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; until: number }>();
  private forgotten = 0;

  /**
   * Changes whenever an entry is forgotten. A reader notes it before loading a row and stores the
   * row only if it has not changed: a row read before a change committed is never put back.
   */
  get generation(): number {
    return this.forgotten;
  }

  constructor(private readonly ttlMs: number, private readonly maxEntries = 1000) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, generation = this.forgotten): void {
    if (generation !== this.forgotten) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }

  forget(key: K): void {
    this.forgotten++;
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
