import { describe, expect, it } from 'vitest';
import { startLogicWorker } from '#app/shared/logic-worker/logic-worker';
import { fakeWorker } from './fake-worker';

describe('the logic worker', () => {
  it('answers through comlink, and a call it refuses rejects', async () => {
    const worker = startLogicWorker(() => fakeWorker(true));
    expect(await worker.ask((api) => api.markCellChanges([]), 1000)).toEqual([]);
    await expect(worker.ask((api) => api.setAnswer('b', 'x'))).rejects.toThrow(/load/);
    worker.dispose();
  });

  it('gives no answer (the caller runs core itself) when the worker stays silent past the timeout', async () => {
    const worker = startLogicWorker(() => fakeWorker(false));
    expect(await worker.ask((api) => api.markCellChanges([]), 20)).toBeNull();
    expect(worker.broken).toBe(false);
  });
});
