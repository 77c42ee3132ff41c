import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from '#server/http/ttl-cache';

describe('short-lived row cache', () => {
  it('keeps a row for its time only', () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number, string>(2000);
    cache.set(1, 'v1');
    vi.advanceTimersByTime(1999);
    expect(cache.get(1)).toBe('v1');
    vi.advanceTimersByTime(2);
    expect(cache.get(1)).toBeUndefined();
    vi.useRealTimers();
  });

  it('never puts back a row that was read before a change forgot it', () => {
    const cache = new TtlCache<number, string>(2000);
    const before = cache.generation;
    cache.forget(1); // a change committed while the old row was being read
    cache.set(1, 'stale', before);
    expect(cache.get(1)).toBeUndefined();
    cache.set(1, 'fresh', cache.generation);
    expect(cache.get(1)).toBe('fresh');
  });
});
