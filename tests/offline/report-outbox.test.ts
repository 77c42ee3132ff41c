import {
  type ReportDelivery, createFetchTransport, db, flushReports, listQueuedReports, queueErrorReport, startSyncTriggers, watchReportDelivery,
} from '#offline/index';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, resetDb } from './helpers';

beforeEach(resetDb);

/** The idempotent error-report endpoint: one stored row per reportId. */
function reportServer() {
  const stored = new Map<string, unknown>();
  const server = {
    mode: 'up' as 'up' | 'down' | '400',
    stored,
    requests: [] as { url: string; headers: Record<string, string> }[],
    fetch: (async (input: string | URL | Request, init: RequestInit = {}) => {
      await Promise.resolve();
      server.requests.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, headers: init.headers as Record<string, string> });
      if (server.mode === 'down') throw new TypeError('Failed to fetch');
      if (server.mode === '400') {
        return Response.json({ success: false, code: 'VALIDATION', message: 'Nội dung quá dài', errors: [] }, { status: 400 });
      }
      const body = JSON.parse(init.body as string) as { reportId: string };
      const duplicate = stored.has(body.reportId);
      stored.set(body.reportId, body);
      return Response.json({ success: true, responseData: { id: stored.size, duplicate } });
    }) as typeof fetch,
  };
  return server;
}

const report = (content = 'The map is missing') => ({ reportId: crypto.randomUUID(), formId: 7, content });

describe('error reports queued offline', () => {
  it('keeps a report while offline and sends it once when the server is back', async () => {
    const server = reportServer();
    const queued = await queueErrorReport(report());
    await queueErrorReport({ ...queued.body, content: 'changed' }); // same reportId: the first one is kept
    expect(await listQueuedReports()).toHaveLength(1);

    server.mode = 'down';
    expect(await flushReports({ fetch: server.fetch })).toEqual({ sent: 0, rejected: 0, retrying: 1 });
    const waiting = await listQueuedReports();
    expect(waiting[0]).toMatchObject({ state: 'pending', attempts: 1, problem: { code: 'NETWORK_ERROR' } });
    expect(waiting[0]!.nextAttemptAt).not.toBeNull();
    // still backing off: nothing is sent until it is due (or an eager trigger)
    server.mode = 'up';
    expect(await flushReports({ fetch: server.fetch })).toEqual({ sent: 0, rejected: 0, retrying: 0 });

    expect(await flushReports({ fetch: server.fetch, ignoreBackoff: true })).toMatchObject({ sent: 1 });
    expect(server.stored.get(queued.reportId)).toMatchObject({ content: 'The map is missing', formId: 7 });
    expect(await db.reportOutbox.count()).toBe(0);
    expect(server.requests.at(-1)!.url).toBe('/api/v1/errorreport/create-error-report');
    expect(server.requests.at(-1)!.headers).toMatchObject({ 'x-company-id': '1', 'accept-language': 'en' });

    expect(await flushReports({ fetch: server.fetch, ignoreBackoff: true })).toMatchObject({ sent: 0 });
    expect(server.stored.size).toBe(1);
  });

  it('tells "sent" only after the server acknowledged the report', async () => {
    const server = reportServer();
    const queued = await queueErrorReport(report());
    const seen: ReportDelivery[] = [];
    const stop = watchReportDelivery(queued.reportId, (d) => seen.push(d));
    try {
      await vi.waitFor(() => expect(seen.at(-1)).toEqual({ state: 'waiting', tried: false }));
      server.mode = 'down';
      await flushReports({ fetch: server.fetch });
      await vi.waitFor(() => expect(seen.at(-1)).toEqual({ state: 'waiting', tried: true }));
      expect(seen.some((d) => d.state === 'sent')).toBe(false);

      server.mode = 'up';
      await flushReports({ fetch: server.fetch, ignoreBackoff: true });
      await vi.waitFor(() => expect(seen.at(-1)).toEqual({ state: 'sent' }));
      expect(server.stored.has(queued.reportId)).toBe(true);
    } finally {
      stop();
    }
  });

  it('a report replayed after a lost reply is stored once', async () => {
    const server = reportServer();
    const queued = await queueErrorReport(report());
    await flushReports({ fetch: server.fetch });
    // e.g. another tab sent it too before this one saw the ack
    await db.reportOutbox.put({ ...queued });
    await flushReports({ fetch: server.fetch, ignoreBackoff: true });
    expect(server.stored.size).toBe(1);
    expect(server.requests).toHaveLength(2);
    expect(await db.reportOutbox.count()).toBe(0);
  });

  it('a refused report is kept with the server reason, never dropped', async () => {
    const server = reportServer();
    server.mode = '400';
    await queueErrorReport(report());
    expect(await flushReports({ fetch: server.fetch })).toMatchObject({ rejected: 1 });
    expect(await listQueuedReports()).toEqual([expect.objectContaining({ state: 'rejected', problem: { code: 'VALIDATION', message: 'Nội dung quá dài' } })]);
    await flushReports({ fetch: server.fetch, ignoreBackoff: true });
    expect(server.requests).toHaveLength(1);
  });

  it('refuses an empty report before writing anything', async () => {
    await expect(queueErrorReport(report('   '))).rejects.toThrow();
    expect(await db.reportOutbox.count()).toBe(0);
  });

  it('a report that failed while the device stayed online is sent again on the backoff timer', async () => {
    const server = reportServer();
    server.mode = 'down';
    const stop = startSyncTriggers({
      transport: createFetchTransport({ fetch: createFakeServer().fetch }), registration: null, target: new EventTarget(),
      reportOptions: { fetch: server.fetch, random: () => 0 }, // the 1 s floor
    });
    try {
      const queued = await queueErrorReport(report());
      await vi.waitFor(async () => expect((await listQueuedReports())[0]).toMatchObject({ attempts: 1 }));
      server.mode = 'up'; // no event at all (no 'online': the browser never went offline): only the timer can send it
      await vi.waitFor(() => expect(server.stored.has(queued.reportId)).toBe(true), { timeout: 3000 });
    } finally {
      stop();
    }
  });

  it('the sync triggers send queued reports next to the outbox', async () => {
    const server = reportServer();
    const stop = startSyncTriggers({
      transport: createFetchTransport({ fetch: createFakeServer().fetch }), registration: null, target: new EventTarget(),
      reportOptions: { fetch: server.fetch },
    });
    try {
      const queued = await queueErrorReport(report());
      await vi.waitFor(() => expect(server.stored.has(queued.reportId)).toBe(true));
      await vi.waitFor(async () => expect(await db.reportOutbox.count()).toBe(0));
    } finally {
      stop();
    }
  });
});
