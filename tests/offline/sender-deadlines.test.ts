import { beforeEach, describe, expect, it } from 'vitest';
import { flushReports, listQueuedReports, loadLocalities, LocalityLoadError, queueErrorReport } from '#offline/index';
import { resetDb } from './helpers';

beforeEach(resetDb);

/** A server that sends its headers and then never finishes the body (a half-open connection). */
const endlessBody = (() => Promise.resolve(new Response(new ReadableStream(), { status: 200, headers: { 'content-type': 'application/json' } }))) as typeof fetch;
/** A network stack that ignores the AbortSignal it was given and never settles. */
const deafFetch = (() => new Promise<Response>(() => undefined)) as typeof fetch;

describe('every offline sender gives up at its deadline', () => {
  it('an error report whose reply body never ends waits for a retry instead of holding the queue', async () => {
    await queueErrorReport({ reportId: crypto.randomUUID(), formId: 7, content: 'The map is missing' });
    expect(await flushReports({ fetch: endlessBody, timeoutMs: 30 })).toEqual({ sent: 0, rejected: 0, retrying: 1 });
    const [kept] = await listQueuedReports();
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, problem: { code: 'TIMEOUT', message: '' } });
  }, 3000);

  it('a locality list whose fetch ignores its signal fails with TIMEOUT', async () => {
    const loading = loadLocalities({ type: 1 }, { fetch: deafFetch, timeoutMs: 30 });
    await expect(loading).rejects.toBeInstanceOf(LocalityLoadError);
    await expect(loading).rejects.toMatchObject({ code: 'TIMEOUT', status: 0 });
  }, 3000);
});
