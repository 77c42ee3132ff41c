import { describe, expect, it } from 'vitest';
import { groupCommit } from '#server/responses/group-commit';

/** A write that waits until the test lets it finish, recording the groups it was given. */
function heldWrites() {
  const groups: string[][] = [];
  const finishers: (() => void)[] = [];
  const write = async (requests: string[]) => {
    groups.push(requests);
    await new Promise<void>((resolve) => finishers.push(resolve));
    if (requests.includes('bad')) throw new Error('statement failed');
    return requests.map((r) => `${r} saved`);
  };
  const finishNext = async () => {
    for (let turns = 0; finishers.length === 0; turns++) {
      if (turns > 100) throw new Error('no write in flight');
      await new Promise((resolve) => setImmediate(resolve));
    }
    finishers.shift()?.();
  };
  return { groups, write, finishNext };
}

describe('group commit', () => {
  it('writes a lone request at once, and the requests that arrive meanwhile together in the next write', async () => {
    const held = heldWrites();
    const queue = groupCommit(held.write, { maxSize: 200, maxInFlight: 1 });
    const first = queue.submit('a');
    const later = ['b', 'c', 'd'].map((r) => queue.submit(r));
    expect(held.groups).toEqual([['a']]);
    await held.finishNext();
    expect(await first).toBe('a saved');
    await held.finishNext();
    expect(await Promise.all(later)).toEqual(['b saved', 'c saved', 'd saved']);
    expect(held.groups).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('caps a write at the given size and lets a larger request go alone', async () => {
    const held = heldWrites();
    const queue = groupCommit(held.write, { maxSize: 5, maxInFlight: 1 });
    const outcomes = [queue.submit('a'), queue.submit('b', 3), queue.submit('c', 2), queue.submit('d', 1), queue.submit('e', 9)];
    for (let i = 0; i < 4; i++) await held.finishNext();
    await Promise.all(outcomes);
    expect(held.groups).toEqual([['a'], ['b', 'c'], ['d'], ['e']]);
  });

  it('starts a second write while one is in flight, carrying every request of that turn, and groups what arrives while both are busy', async () => {
    const held = heldWrites();
    const queue = groupCommit(held.write, { maxSize: 200, maxInFlight: 2 });
    const outcomes = ['a', 'b', 'c', 'd'].map((r) => queue.submit(r));
    expect(held.groups).toEqual([['a']]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.groups).toEqual([['a'], ['b', 'c', 'd']]);
    const later = ['e', 'f'].map((r) => queue.submit(r));
    for (let i = 0; i < 3; i++) await held.finishNext();
    expect(await Promise.all([...outcomes, ...later])).toEqual(['a saved', 'b saved', 'c saved', 'd saved', 'e saved', 'f saved']);
    expect(held.groups).toEqual([['a'], ['b', 'c', 'd'], ['e', 'f']]);
  });

  it('rejects only the requests of a write that failed, and goes on with the next', async () => {
    const held = heldWrites();
    const queue = groupCommit(held.write, { maxSize: 200, maxInFlight: 1 });
    const first = queue.submit('a');
    const failing = Promise.allSettled([queue.submit('bad'), queue.submit('b')]);
    await held.finishNext();
    expect(await first).toBe('a saved');
    const after = queue.submit('c');
    await held.finishNext();
    await held.finishNext();
    expect(held.groups).toEqual([['a'], ['bad', 'b'], ['c']]);
    const reasons = (await failing).map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'saved'));
    expect(reasons).toEqual(['statement failed', 'statement failed']);
    expect(await after).toBe('c saved');
  });
});
