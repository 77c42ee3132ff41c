import type { BatchItemResult, ResponseSubmission } from '#core/api';
import { EXPECTED_USER_HEADER } from '#core/constants';
import { db, setSyncConfig, subscribeSyncStatus, type SyncStatus } from '#offline/index';

export async function resetDb(): Promise<void> {
  await db.delete({ disableAutoOpen: false });
  await db.open();
  await setSyncConfig({ companyId: '1', language: 'en' });
}

export function submission(formId = 7, answers: ResponseSubmission['answers'] = { q1: 'yes' }): ResponseSubmission {
  return { responseId: crypto.randomUUID(), formId, formVersion: 1, answers };
}

export type ServerMode = 'up' | 'down' | '5xx' | '429' | '401' | '413';

export interface FakeServer {
  fetch: typeof fetch;
  mode: ServerMode;
  /** rows the idempotent server stored, by responseId */
  stored: Map<string, ResponseSubmission>;
  /** every responseId received, repeats included */
  received: string[];
  requests: { url: string; init: RequestInit }[];
  reject: Map<string, { permanent: boolean; code: string; message: string }>;
  /** records the batch, then the "connection" drops before the reply (a reload mid-sync) */
  dropReplyOnce: boolean;
  /** 413 when a batch holds more than this many */
  maxBatch: number;
  /** resolves the next request only when released */
  hold: Promise<void> | null;
  /**
   * The user whose cookie the browser sends (null: none). When set, a batch naming another user in
   * X-Expected-User is refused with 409 SESSION_USER_CHANGED, as the real server does.
   */
  session?: string | null;
}

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export function createFakeServer(): FakeServer {
  const server: FakeServer = {
    mode: 'up', stored: new Map(), received: [], requests: [], reject: new Map(), dropReplyOnce: false,
    maxBatch: Infinity, hold: null,
    fetch: async (input, init = {}) => {
      server.requests.push({ url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init });
      if (server.hold) await server.hold;
      if (server.mode === 'down') throw new TypeError('Failed to fetch');
      if (server.mode === '5xx') return reply(503, { success: false, code: 'SERVER_ERROR', message: 'busy' });
      if (server.mode === '429') return reply(429, { success: false, code: 'TOO_MANY_REQUESTS', message: 'slow down' }, { 'retry-after': '30' });
      if (server.mode === '401') return reply(401, { success: false, code: 'UNAUTHORIZED', message: 'Please sign in' });
      const expected = new Headers(init.headers).get(EXPECTED_USER_HEADER);
      if (server.session !== undefined && expected !== null && expected !== server.session) {
        return reply(409, { success: false, code: 'SESSION_USER_CHANGED', message: 'Made by another account' });
      }
      const { responses } = JSON.parse(init.body as string) as { responses: ResponseSubmission[] };
      if (responses.length > server.maxBatch) return reply(413, { success: false, code: 'PAYLOAD_TOO_LARGE', message: 'too big' });
      const results: BatchItemResult[] = responses.map((r) => {
        server.received.push(r.responseId);
        const refusal = server.reject.get(r.responseId);
        if (refusal) return { status: 'rejected', responseId: r.responseId, ...refusal };
        const duplicate = server.stored.has(r.responseId);
        if (!duplicate) server.stored.set(r.responseId, r);
        return { status: 'saved', responseId: r.responseId, receivedAt: new Date().toISOString(), duplicate };
      });
      if (server.dropReplyOnce) {
        server.dropReplyOnce = false;
        throw new TypeError('Failed to fetch (connection reset)');
      }
      return reply(200, { success: true, responseData: { results } });
    },
  };
  return server;
}

/** Follows the sync status in a test; the subscription's stop goes into `stops`, run after the test. */
export function watchStatus(stops: (() => void)[], target = new EventTarget(), online = () => true) {
  const seen: SyncStatus[] = [];
  stops.push(subscribeSyncStatus((s) => seen.push(s), { target, isOnline: online }));
  return { seen, last: () => seen.at(-1) };
}
