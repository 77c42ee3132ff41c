import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRef } from '#core/answers';
import {
  createFetchTransport, db, discardItem, dropAttachment, flushOutbox, keepAttachment, prepareForSend, queueResponse, readAttachment, readOutbox,
} from '#offline/index';
import { createFakeServer, resetDb, submission } from './helpers';
import { createUploadServer } from './upload-server';

const CHUNK = 1000;
const anyString: unknown = expect.any(String);
const pdfKey: unknown = expect.stringMatching(/\.pdf$/);

const content = (size: number) => Uint8Array.from({ length: size }, (_, i) => i % 251);
const fileRefs = (answers: Record<string, unknown>, id = 'f1') => answers[id] as FileRef[];

let uploads: ReturnType<typeof createUploadServer>;

beforeEach(async () => {
  await resetDb();
  uploads = createUploadServer();
});
afterEach(() => vi.unstubAllGlobals());

async function queueWithFile(size = 2500) {
  const bytes = content(size);
  const ref = await keepAttachment(7, new Blob([bytes], { type: 'application/pdf' }), 'scan & notes.pdf', 'application/pdf');
  const s = submission(7, { q1: 'yes', f1: [ref] });
  await queueResponse(s, 'Form A');
  const item = (await readOutbox()).items[0]!;
  return { bytes, ref, item, responseId: s.responseId };
}

describe('attachments kept offline', () => {
  it('keeps the Blob in IndexedDB and links it to the queued answer', async () => {
    const { ref, responseId } = await queueWithFile();
    expect(ref).toMatchObject({ name: 'scan & notes.pdf', size: 2500, type: 'application/pdf' });
    expect(ref.key).toBeUndefined();
    const row = await readAttachment(ref.localId!);
    expect(row).toMatchObject({ formId: 7, responseId, state: 'queued', received: 0, key: null });
    expect(new Uint8Array(await row!.blob.arrayBuffer())).toEqual(content(2500));
    // already in the outbox: removing it from a draft does not lose it
    await dropAttachment(ref.localId!);
    expect(await readAttachment(ref.localId!)).not.toBeNull();
  });

  it('drops a file removed from a draft', async () => {
    const ref = await keepAttachment(7, new Blob(['hello']), 'a.txt', 'text/plain');
    await dropAttachment(ref.localId!);
    expect(await readAttachment(ref.localId!)).toBeNull();
  });
});

describe('prepareForSend', () => {
  it('uploads in chunks, then writes the keys into the queued submission', async () => {
    const { bytes, item, responseId } = await queueWithFile();
    const [prepared] = await prepareForSend([item], { fetch: uploads.fetch, chunkBytes: CHUNK });
    expect(prepared?.ready).toBe(true);
    expect(uploads.chunkOffsets).toEqual([0, 1000, 2000]);
    expect(uploads.tokens[0]).toContain('formId=7');
    expect(uploads.tokens[0]).toContain('filename=scan+-+notes.pdf');
    expect(uploads.headers.every((h) => h['x-company-id'] === '1')).toBe(true);

    const [ref] = fileRefs(prepared!.item.submission.answers);
    expect(ref).toEqual({ key: pdfKey, name: 'scan & notes.pdf', size: 2500, type: 'application/pdf' });
    expect(uploads.stored.get(ref!.key!)).toEqual(bytes);
    // written into the outbox itself: a later flush sends the same final submission
    const stored = (await readOutbox()).items.find((i) => i.responseId === responseId)!;
    expect(fileRefs(stored.submission.answers)).toEqual([ref]);
    // nothing left to upload: a second preparation sends nothing
    const again = await prepareForSend([stored], { fetch: uploads.fetch, chunkBytes: CHUNK });
    expect(again[0]?.ready).toBe(true);
    expect(uploads.chunkOffsets).toHaveLength(3);
  });

  it('resumes from the stored offset after the line dropped mid-way', async () => {
    const { bytes, item, ref } = await queueWithFile();
    uploads.failAfterChunks = 1;
    const [first] = await prepareForSend([item], { fetch: uploads.fetch, chunkBytes: CHUNK });
    expect(first).toMatchObject({ ready: false, retry: true, problem: { code: 'NETWORK_ERROR' } });
    expect(await readAttachment(ref.localId!)).toMatchObject({ received: 1000, key: null, uploadId: anyString });
    expect(fileRefs((await readOutbox()).items[0]!.submission.answers)[0]!.key).toBeUndefined();

    uploads.failAfterChunks = Infinity;
    const [second] = await prepareForSend([(await readOutbox()).items[0]!], { fetch: uploads.fetch, chunkBytes: CHUNK });
    expect(second?.ready).toBe(true);
    expect(uploads.statusAsked).toBe(1);
    expect(uploads.tokens).toHaveLength(1);
    expect(uploads.chunkOffsets).toEqual([0, 1000, 2000]);
    expect(uploads.stored.get(fileRefs(second!.item.submission.answers)[0]!.key!)).toEqual(bytes);
  });

  it('holds an item whose Blob is gone, and does not retry it', async () => {
    const { item, ref } = await queueWithFile();
    await db.attachments.delete(ref.localId!);
    const [prepared] = await prepareForSend([item], { fetch: uploads.fetch });
    expect(prepared).toMatchObject({ ready: false, retry: false, problem: { code: 'ATTACHMENT_MISSING' } });
    expect(uploads.tokens).toHaveLength(0);
  });

  it('lets items without files through untouched, without any request', async () => {
    const s = submission();
    await queueResponse(s, 'Plain');
    const { items } = await readOutbox();
    const prepared = await prepareForSend(items, { fetch: uploads.fetch });
    expect(prepared).toEqual([{ ready: true, item: items[0] }]);
    expect(uploads.headers).toHaveLength(0);
  });
});

describe('an answer discarded while its files upload', () => {
  it('stays gone: it is neither written back to the outbox nor sent', async () => {
    const { responseId } = await queueWithFile(2500);
    vi.stubGlobal('fetch', uploads.fetch);
    let release!: () => void;
    uploads.hold = new Promise<void>((resolve) => (release = resolve));
    const server = createFakeServer();
    const flushing = flushOutbox(createFetchTransport({ fetch: server.fetch }));
    await vi.waitFor(() => expect(uploads.credentials.length).toBeGreaterThan(0)); // the upload is under way

    await discardItem(responseId); // the person deletes it meanwhile
    uploads.hold = null;
    release();
    await flushing;

    expect(await db.outbox.get(responseId)).toBeUndefined();
    expect(server.received).toEqual([]);
  });
});

describe('flushing answers with files', () => {
  it('never sends the answer before its files are uploaded, then sends it with the keys and frees the Blob', async () => {
    const { ref, responseId } = await queueWithFile(2500);
    vi.stubGlobal('fetch', uploads.fetch);
    const server = createFakeServer();
    uploads.down = true;
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    expect(server.received).toEqual([]);
    expect((await readOutbox()).items[0]).toMatchObject({ state: 'pending', problem: { code: 'NETWORK_ERROR' } });

    uploads.down = false;
    await flushOutbox(createFetchTransport({ fetch: server.fetch }), { ignoreBackoff: true });
    const sent = server.stored.get(responseId);
    expect(fileRefs(sent!.answers)[0]).toMatchObject({ key: pdfKey, name: 'scan & notes.pdf' });
    expect((await readOutbox()).items).toEqual([]);
    // the saved answer's Blob goes at the next preparation
    await prepareForSend([]);
    expect(await readAttachment(ref.localId!)).toBeNull();
  });
});
