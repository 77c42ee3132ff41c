import { describe, expect, it } from 'vitest';
import { withFormLocks } from '#server/responses/form-locks';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('one writer at a time per limited form', () => {
  it('runs submissions to one form one after another, and to other forms side by side', async () => {
    const log: string[] = [];
    const job = (name: string, ids: number[]) => withFormLocks(ids, async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    });
    await Promise.all([job('a', [1]), job('b', [1]), job('c', [2])]);
    expect(log.indexOf('b start')).toBeGreaterThan(log.indexOf('a end'));
    expect(log.indexOf('c start')).toBeLessThan(log.indexOf('a end'));
  });

  it('never deadlocks two batches naming the same forms in another order, and frees the form after a failure', async () => {
    const both = await Promise.all([
      withFormLocks([3, 4], async () => { await tick(); return 'x'; }),
      withFormLocks([4, 3], async () => { await tick(); return 'y'; }),
    ]);
    expect(both).toEqual(['x', 'y']);
    await expect(withFormLocks([5], () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withFormLocks([5], () => Promise.resolve('free again'))).toBe('free again');
  });
});
