import {
  createFetchTransport, db, flushOutbox, keepForUser, loadDraft, queueResponse, readOutbox, saveDraft, setCurrentOwner, unsentFor,
} from '#offline/index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, resetDb, submission, watchStatus } from './helpers';

beforeEach(resetDb);
let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

/** An item queued by whoever is signed in now (queueResponse stamps the owner; see docs/offline.md). */
async function queueNow(formId = 7) {
  const s = submission(formId);
  await queueResponse(s, 'Khảo sát');
  return s;
}

describe('shared device', () => {
  it('answers kept for a user are neither sent nor shown for the next person, and go when that user signs in', async () => {
    const server = createFakeServer();
    const citizen = await queueNow(); // queued while nobody was signed in
    await setCurrentOwner('A');
    const kept = await queueNow();
    expect((await db.outbox.get(kept.responseId))?.owner).toBe('A'); // stamped by queueResponse
    server.mode = 'down';
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect(await unsentFor('A')).toMatchObject({ items: 1, pending: 1 });
    await keepForUser('A');

    await setCurrentOwner('B');
    const { last } = watchStatus(stops);
    await vi.waitFor(() => expect(last()).toMatchObject({ waiting: 1 })); // only the anonymous answer
    server.mode = 'up';
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    expect([...server.stored.keys()]).toEqual([citizen.responseId]);
    expect((await readOutbox()).items.map((i) => i.responseId)).toEqual([kept.responseId]);

    await setCurrentOwner(null); // signed out: still A's
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    expect(server.stored.has(kept.responseId)).toBe(false);

    await setCurrentOwner('A');
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    expect(server.stored.has(kept.responseId)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('parks the drafts at sign-out and gives them back only to their owner', async () => {
    await setCurrentOwner('A');
    await saveDraft({ formId: 7, formVersion: 1, answers: { q1: 'A typed this' }, updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(await unsentFor('A')).toMatchObject({ drafts: 1 });
    expect(await keepForUser('A')).toBe(1);
    await setCurrentOwner(null);
    expect(await loadDraft(7)).toBeNull();

    await setCurrentOwner('B');
    expect(await loadDraft(7)).toBeNull();
    await saveDraft({ formId: 7, formVersion: 1, answers: { q1: 'B typed this' }, updatedAt: '2026-01-02T00:00:00.000Z' });
    await keepForUser('B');

    await setCurrentOwner('A');
    expect(await loadDraft(7)).toMatchObject({ answers: { q1: 'A typed this' } });
    expect(await db.parkedDrafts.count()).toBe(1); // B's stays parked for B
  });

  it('a parked draft waits when the form already has a draft, instead of overwriting it', async () => {
    await saveDraft({ formId: 7, formVersion: 1, answers: { q1: 'A' }, updatedAt: '2026-01-01T00:00:00.000Z' });
    await keepForUser('A');
    await saveDraft({ formId: 7, formVersion: 1, answers: { q1: 'citizen' }, updatedAt: '2026-01-01T00:00:00.000Z' });
    await setCurrentOwner('A');
    expect(await loadDraft(7)).toMatchObject({ answers: { q1: 'citizen' } });
    expect(await db.parkedDrafts.count()).toBe(1);
  });

  it('answers refused for an expired session are sent again once their owner signs in', async () => {
    const server = createFakeServer();
    await setCurrentOwner('A');
    const s = await queueNow();
    server.mode = '401';
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect((await readOutbox()).items[0]).toMatchObject({ state: 'needs-attention', problem: { code: 'UNAUTHORIZED' } });

    await setCurrentOwner(null);
    await setCurrentOwner('B'); // someone else signing in does not touch A's answer
    expect((await readOutbox()).items[0]).toMatchObject({ state: 'needs-attention' });
    await setCurrentOwner('A');
    expect((await readOutbox()).items[0]).toMatchObject({ state: 'pending', problem: null });
    server.mode = 'up';
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect(server.stored.has(s.responseId)).toBe(true);
  });
});
