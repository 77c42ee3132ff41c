import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResponseSubmission } from '#core/api';
import { EXPECTED_USER_HEADER } from '#core/constants';
import {
  createFetchTransport, db, flushOutbox, flushReports, keepAttachment, queueErrorReport, queueResponse, readOutbox, retryItem,
  setCurrentOwner,
} from '#offline/index';
import { createFakeServer, resetDb, submission } from './helpers';
import { createUploadServer } from './upload-server';

/**
 * Shared device: a request is made for the person who queued the item, never for whoever happens to
 * be signed in when the flush runs (issue 13, defect 2). Anonymous items go without the session
 * cookie; a user's items go with it, and only while that user is the one signed in.
 */
beforeEach(resetDb);
afterEach(() => vi.unstubAllGlobals());

async function queueAs(owner: string | null, formId = 7): Promise<ResponseSubmission> {
  await setCurrentOwner(owner);
  const s = submission(formId);
  await queueResponse(s, 'Khảo sát');
  return s;
}

function sentIn(request: { init: RequestInit }): string[] {
  const body = JSON.parse(request.init.body as string) as { responses: ResponseSubmission[] };
  return body.responses.map((r) => r.responseId);
}

describe('answers are sent for the person who gave them', () => {
  it('an anonymous answer goes without credentials, a user\'s with them, never both in one request', async () => {
    const server = createFakeServer();
    const citizen = await queueAs(null);
    const staff = await queueAs('42');
    const citizenLater = await queueAs(null);
    await setCurrentOwner('42'); // the staff member signs in again on the same device

    await flushOutbox(createFetchTransport({ fetch: server.fetch }));

    const byCredentials = server.requests.map((r) => ({ credentials: r.init.credentials, ids: sentIn(r) }));
    expect(byCredentials).toEqual(expect.arrayContaining([
      { credentials: 'omit', ids: [citizen.responseId, citizenLater.responseId] },
      { credentials: 'include', ids: [staff.responseId] },
    ]));
    expect(byCredentials).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an anonymous answer refused because the form needs an account is sent with credentials only once the signed-in person sends it again', async () => {
    const server = createFakeServer();
    const citizen = await queueAs(null);
    server.mode = '401';
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect((await readOutbox()).items[0]).toMatchObject({ state: 'needs-attention', problem: { code: 'UNAUTHORIZED' } });

    // someone signing in does not take the anonymous answer over by itself
    server.mode = 'up';
    await setCurrentOwner('42');
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    expect(server.stored.size).toBe(0);
    expect((await readOutbox()).items[0]).toMatchObject({ state: 'needs-attention' });

    // "Send again" by the signed-in person: the answer is theirs from now on, and goes with their session
    await retryItem(citizen.responseId);
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect(server.stored.has(citizen.responseId)).toBe(true);
    expect(server.requests.at(-1)?.init.credentials).toBe('include');
  });
});

describe('attachments are uploaded for the person who gave the answer', () => {
  it('the file of an anonymous answer is uploaded without credentials while staff is signed in', async () => {
    const uploads = createUploadServer();
    vi.stubGlobal('fetch', uploads.fetch);
    const ref = await keepAttachment(7, new Blob([new Uint8Array(10)], { type: 'application/pdf' }), 'a.pdf', 'application/pdf');
    const s = submission(7, { q1: 'yes', f1: [ref] });
    await queueResponse(s, 'Form A');
    await setCurrentOwner('42');
    const ownFile = await keepAttachment(7, new Blob([new Uint8Array(10)], { type: 'application/pdf' }), 'b.pdf', 'application/pdf');
    await queueResponse(submission(7, { q1: 'no', f1: [ownFile] }), 'Form A');

    const server = createFakeServer();
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));

    expect(server.stored.size).toBe(2);
    // token, session, chunk for each file: the anonymous answer's first, then the staff member's
    expect(uploads.credentials).toEqual(['omit', 'omit', 'omit', 'include', 'include', 'include']);
  });
});

describe('error reports are sent for the person who wrote them', () => {
  function reportServer() {
    const seen: { credentials: RequestCredentials | undefined; reportId: string }[] = [];
    const fetch: typeof globalThis.fetch = async (_input, init = {}) => {
      await Promise.resolve();
      const body = JSON.parse(init.body as string) as { reportId: string };
      seen.push({ credentials: init.credentials, reportId: body.reportId });
      return Response.json({ success: true, responseData: { id: seen.length, duplicate: false } });
    };
    return { seen, fetch };
  }
  const report = () => ({ reportId: crypto.randomUUID(), formId: 7, content: 'The map is missing' });

  it('an anonymous report goes without credentials; another person\'s report waits for them', async () => {
    const server = reportServer();
    const citizen = await queueErrorReport(report());
    await setCurrentOwner('7');
    const other = await queueErrorReport(report());
    await setCurrentOwner('42');
    const mine = await queueErrorReport(report());

    await flushReports({ fetch: server.fetch });
    expect(server.seen).toEqual(expect.arrayContaining([
      { credentials: 'omit', reportId: citizen.reportId },
      { credentials: 'include', reportId: mine.reportId },
    ]));
    expect(server.seen).toHaveLength(2);

    await setCurrentOwner('7');
    await flushReports({ fetch: server.fetch });
    expect(server.seen.at(-1)).toEqual({ credentials: 'include', reportId: other.reportId });
    expect(await db.reportOutbox.count()).toBe(0);
  });
});

describe('an answer sent while another person has signed in meanwhile', () => {
  it('is refused by the server, waits on the device with the reason, and is sent once its author signs in again', async () => {
    const server = createFakeServer();
    const mine = await queueAs('7');
    // user 42 signs in in another tab: the browser now sends 42's cookie, this tab still believes 7 is signed in
    server.session = '42';
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));

    expect(new Headers(server.requests[0]?.init.headers).get(EXPECTED_USER_HEADER)).toBe('7');
    expect(server.stored.size).toBe(0);
    const [waiting] = (await readOutbox()).items;
    expect(waiting).toMatchObject({ responseId: mine.responseId, owner: '7', state: 'needs-attention', problem: { code: 'SESSION_USER_CHANGED', message: 'Made by another account' } });

    // 42's own flushes leave it alone
    await setCurrentOwner('42');
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    expect(server.requests).toHaveLength(1);

    // its author signs in again: it goes back in line and is sent, once
    server.session = '7';
    await setCurrentOwner('7');
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect([...server.stored.keys()]).toEqual([mine.responseId]);
    expect(server.received).toEqual([mine.responseId]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an anonymous answer names nobody', async () => {
    const server = createFakeServer();
    await queueAs(null);
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect(new Headers(server.requests[0]?.init.headers).has(EXPECTED_USER_HEADER)).toBe(false);
    expect(server.stored.size).toBe(1);
  });
});
