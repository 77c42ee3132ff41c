import {
  createFetchTransport, db, discardItem, flushOutbox, listUnreadableRows, loadDraft, readOutbox, saveDraft,
  subscribeSyncStatus, type SyncStatus,
} from '#offline/index';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, resetDb, submission } from './helpers';

beforeEach(resetDb);

const broken = { responseId: 'not-a-uuid', state: 'pending', formId: 7, createdAt: 'x', submission: { answers: 42 } };

describe('rows written by an older version or damaged', () => {
  it('an unreadable outbox row does not crash the flush, is never sent and never deleted', async () => {
    await db.outbox.put(broken);
    const good = submission();
    await db.outbox.put({
      responseId: good.responseId, formId: 7, state: 'weird', createdAt: 12, attempts: 'many', submission: good,
    });
    const server = createFakeServer();
    const report = await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect(report.saved).toBe(1); // bookkeeping repaired, answers sent
    expect(server.received).toEqual([good.responseId]);
    expect(await db.outbox.get('not-a-uuid')).toEqual(broken);
    const snapshot = await readOutbox();
    expect(snapshot.items).toHaveLength(0);
    expect(snapshot.unreadable).toHaveLength(1);
    expect((await listUnreadableRows()).map((r) => r.source)).toEqual(['outbox']);
  });

  it('the status reports unreadable rows; only an explicit discard removes them', async () => {
    await db.outbox.put(broken);
    const seen: SyncStatus[] = [];
    const stop = subscribeSyncStatus((s) => seen.push(s));
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    stop();
    const status = seen[0];
    expect(status).toMatchObject({ waiting: 0, unreadable: 1 });
    await discardItem('not-a-uuid');
    expect(await db.outbox.count()).toBe(0);
  });

  it('an unreadable draft is moved aside, not lost, and autosave cannot overwrite it', async () => {
    await db.drafts.put({ formId: 7, answers: 'garbage', formVersion: -1 });
    expect(await loadDraft(7)).toBeNull();
    const kept = await db.quarantine.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ source: 'drafts', key: '7', value: { formId: 7, answers: 'garbage' } });
    await saveDraft({ formId: 7, formVersion: 1, answers: { q1: 'new' }, updatedAt: new Date().toISOString() });
    expect(await db.quarantine.count()).toBe(1);
    expect((await listUnreadableRows()).map((r) => r.source)).toEqual(['drafts']);
  });

  it('a damaged sync config reads as missing, not as a crash', async () => {
    await db.meta.put({ key: 'syncConfig', value: { companyId: 5 } });
    await db.outbox.put({ ...broken });
    const server = createFakeServer();
    await expect(flushOutbox(createFetchTransport({ fetch: server.fetch }))).resolves.toMatchObject({ sent: 0 });
  });
});
