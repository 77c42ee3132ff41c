import { describe, expect, it, vi } from 'vitest';
import type { LogicRule } from '#core/forms';
import { startLogicWorker } from '#app/shared/logic-worker/logic-worker';
import { createLogicClient } from '#app/features/answering/flow/logic-client';
import { fakeWorker } from '../../../shared/logic-worker/fake-worker';

const rules: LogicRule[] = [
  { id: 'r1', join: 'and', conditions: [{ elementId: 'b', comparison: 'eq', value: 'x' }], actions: [{ type: 'show', elementIds: ['c'] }] },
];

describe('the answering page\'s logic client', () => {
  it('evaluates the rules in the worker', async () => {
    const client = createLogicClient(startLogicWorker(() => fakeWorker(true)));
    expect(client.load(rules, {})).toEqual({ hidden: ['c'], forbiddenBy: [] });
    expect(await client.setAnswer('b', 'x')).toEqual({ shown: ['c'], hidden: [], forbidden: false });
    client.dispose();
  });

  it('gives the first evaluation at once, before the worker has started (the first questions do not wait for it)', () => {
    const silent = createLogicClient(startLogicWorker(() => fakeWorker(false)));
    expect(silent.load(rules, {})).toEqual({ hidden: ['c'], forbiddenBy: [] });
    expect(silent.load(rules, { b: 'x' })).toEqual({ hidden: [], forbiddenBy: [] });
    silent.dispose();
  });

  it('runs the same engine in the page, from the answers given so far, once the worker fails to load', async () => {
    const worker = fakeWorker(false);
    const client = createLogicClient(startLogicWorker(() => worker));
    expect(client.load(rules, { b: 'x' })).toEqual({ hidden: [], forbiddenBy: [] });
    worker.failToLoad();
    await vi.waitFor(() => expect(worker.terminated).toBe(true));
    expect(await client.setAnswer('b', 'y')).toEqual({ shown: [], hidden: ['c'], forbidden: false });
  });

  it('is broken from the start where a worker cannot be created', () => {
    const worker = startLogicWorker(() => {
      throw new Error('no module workers here');
    });
    expect(worker.broken).toBe(true);
    expect(createLogicClient(worker).load(rules, {})).toEqual({ hidden: ['c'], forbiddenBy: [] });
  });
});
