import type { BackupError } from '#offline/index';
import {
  backupFileName, createFetchTransport, db, exportOutbox, flushOutbox, importOutbox, loadDraft, queueResponse, readOutbox,
  saveDraft, setCurrentOwner,
} from '#offline/index';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeServer, resetDb, submission } from './helpers';

beforeEach(resetDb);

const file = (text: string) => new Blob([text], { type: 'application/json' });

describe('outbox backup', () => {
  it('round trip: exported answers and drafts come back on another device and are sent once', async () => {
    const server = createFakeServer();
    const a = submission(7, { q1: 'Nguyễn Văn A' });
    const b = submission(7, { q1: 'Trần Thị B' });
    await queueResponse(a, 'Khảo sát');
    await queueResponse(b, 'Khảo sát');
    await saveDraft({ formId: 9, formVersion: 1, answers: { q1: 'half typed' }, updatedAt: '2026-01-01T00:00:00.000Z' });
    server.reject.set(b.responseId, { permanent: false, code: 'CAPTCHA_REQUIRED', message: 'captcha' });
    server.mode = 'down';
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));

    const { blob, summary } = await exportOutbox();
    expect(summary).toEqual({ items: 2, attachments: 0, drafts: 1 });
    const text = await blob.text();
    expect(JSON.parse(text)).toMatchObject({ format: 'survey-outbox', version: 1, exportedAt: expect.any(String) as unknown });

    await resetDb(); // "another device"
    expect(await importOutbox(file(text))).toEqual({ added: 2, alreadyHere: 0, drafts: 1, attachments: 0 });
    const { items } = await readOutbox();
    expect(items.map((i) => [i.submission.answers.q1, i.state, i.attempts]).sort()).toEqual([
      ['Nguyễn Văn A', 'pending', 0], ['Trần Thị B', 'pending', 0],
    ]);
    expect(await loadDraft(9)).toMatchObject({ answers: { q1: 'half typed' } });

    // importing the same file twice adds nothing; the server keeps one row per responseId anyway
    expect(await importOutbox(file(text))).toMatchObject({ added: 0, alreadyHere: 2, drafts: 0 });
    server.mode = 'up';
    server.reject.clear();
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect(await db.outbox.count()).toBe(0);
    expect(server.stored.size).toBe(2);
  });

  it('an answer already on the device keeps its own state instead of the file copy', async () => {
    const a = submission(7);
    await queueResponse(a, 'Khảo sát');
    const text = await (await exportOutbox()).blob.text();
    await db.outbox.update(a.responseId, { state: 'needs-attention', problem: { code: 'UNAUTHORIZED', message: 'sign in' } });
    await importOutbox(file(text));
    expect((await readOutbox()).items).toEqual([expect.objectContaining({ state: 'needs-attention' })]);
  });

  it('refuses a bad file with a reason and writes nothing', async () => {
    await queueResponse(submission(7), 'Khảo sát');
    const good = JSON.parse(await (await exportOutbox()).blob.text()) as { items: { submission: { answers: unknown } }[] };
    await resetDb();

    const damaged = structuredClone(good);
    damaged.items.push({ ...good.items[0]!, submission: { answers: 'nope' } });
    const cases: [string, BackupError['code']][] = [
      ['not json at all', 'NOT_JSON'],
      [JSON.stringify({ hello: 'world' }), 'NOT_BACKUP'],
      [JSON.stringify({ ...good, version: 99 }), 'TOO_NEW'],
      [JSON.stringify(damaged), 'BAD_ITEM'],
    ];
    for (const [text, code] of cases) {
      await expect(importOutbox(file(text))).rejects.toMatchObject({ name: 'BackupError', code });
    }
    expect(await db.outbox.count()).toBe(0); // the good item of the damaged file was not written either
  });

  it('exports only the chosen answers, and never another person\'s kept answers', async () => {
    const mine = submission(7);
    const theirs = submission(7);
    await queueResponse(mine, 'A');
    await queueResponse(theirs, 'A');
    await db.outbox.update(theirs.responseId, { owner: '42' });
    await setCurrentOwner('5');
    const all = JSON.parse(await (await exportOutbox()).blob.text()) as { items: { responseId: string }[] };
    expect(all.items.map((i) => i.responseId)).toEqual([mine.responseId]);
    const one = await exportOutbox({ responseIds: [mine.responseId] });
    expect(one.summary).toEqual({ items: 1, attachments: 0, drafts: 0 });
  });

  it('names the file hop-thu-di-YYYY-MM-DD.json', () => {
    expect(backupFileName(new Date(2026, 2, 5, 10))).toBe('hop-thu-di-2026-03-05.json');
  });
});
