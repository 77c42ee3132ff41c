import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadSession } from '#core/api';
import type { FileToken } from '#core/api';
import { api } from '#core/api';
import type { FormDesignInput } from '#core/forms';
import { files, uploadSessions } from '#server/db/schema/index';
import { type TestApp, createForm, createTestApp, data, sampleDesign, signIn } from './helpers';

let t: TestApp;
let admin: string;
let folder: string;
let withFiles: number;

const attachmentDesign = (settings: FormDesignInput['settings'] = {}): FormDesignInput => sampleDesign({
  phases: [{ id: 'p1', elements: [{ id: 'f1', kind: 'attachment', title: 'Photos', maxFiles: 3 }] }],
  logic: [],
  settings,
});
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

const tokenUrl = (formId: number | null, filename = 'scan.pdf') =>
  `${api.fileToken}?filename=${encodeURIComponent(filename)}${formId === null ? '' : `&formId=${formId}`}`;

async function anonymousToken(formId = withFiles, filename = 'scan.pdf'): Promise<string> {
  const res = await t.request({ method: 'GET', url: tokenUrl(formId, filename) });
  expect(res.statusCode).toBe(200);
  return data<FileToken>(res).token;
}

async function start(size: number, type = 'application/pdf', filename = 'scan.pdf') {
  return t.request({ method: 'POST', url: api.storageUploadSessions, payload: { token: await anonymousToken(withFiles, filename), size, type } });
}

const sendChunk = (uploadId: string, offset: number, bytes: Buffer) => t.request({
  method: 'PATCH',
  url: api.storageUploadSession(uploadId),
  payload: bytes,
  headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), 'accept-language': 'en' },
});
const status = (uploadId: string) => t.request({ method: 'GET', url: api.storageUploadSession(uploadId) });

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'survey-uploads-'));
  t = await createTestApp({ filesDir: folder });
  admin = await signIn(t);
  withFiles = (await createForm(t, admin, attachmentDesign())).id;
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('tokens for answer files', () => {
  it('gives an anonymous respondent a token for a published form with an attachment element', async () => {
    const res = await t.request({ method: 'GET', url: tokenUrl(withFiles, 'Tom & Jerry.pdf') });
    expect(res.statusCode).toBe(200);
    expect(data<FileToken>(res).filename).toBe('Tom - Jerry.pdf');
  });

  it('refuses without a form, for a form without attachments, an unpublished one, or one that needs sign-in', async () => {
    expect((await t.request({ method: 'GET', url: tokenUrl(null) })).statusCode).toBe(401);
    const plain = await createForm(t, admin, sampleDesign());
    expect((await t.request({ method: 'GET', url: tokenUrl(plain.id) })).statusCode).toBe(403);
    const draft = await createForm(t, admin, attachmentDesign(), false);
    expect((await t.request({ method: 'GET', url: tokenUrl(draft.id) })).json()).toMatchObject({ code: 'FORM_DISABLED' });
    const members = await createForm(t, admin, attachmentDesign({ requireAuth: true }));
    expect((await t.request({ method: 'GET', url: tokenUrl(members.id) })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: tokenUrl(members.id), cookie: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: tokenUrl(999_999) })).statusCode).toBe(404);
  });

  it('limits anonymous tokens per address', async () => {
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: tokenUrl(withFiles), remoteAddress, headers: t.headers() });
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await from('203.0.113.7')).statusCode;
    expect(last).toBe(429);
    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });
});

describe('resumable uploads', () => {
  it('stores a file sent in three chunks, resumed after asking the status', async () => {
    const content = pdf(2_500_000);
    const started = await start(content.length);
    expect(started.statusCode).toBe(200);
    const session = data<UploadSession>(started);
    expect(session).toMatchObject({ received: 0, size: content.length, key: null });

    expect(data<UploadSession>(await sendChunk(session.uploadId, 0, content.subarray(0, 1_000_000))).received).toBe(1_000_000);
    // the page reloads: it asks where to go on
    const resumed = data<UploadSession>(await status(session.uploadId));
    expect(resumed.received).toBe(1_000_000);
    await sendChunk(session.uploadId, resumed.received, content.subarray(1_000_000, 2_000_000));
    const done = await sendChunk(session.uploadId, 2_000_000, content.subarray(2_000_000));
    expect(done.statusCode).toBe(200);
    const finished = data<UploadSession>(done);
    expect(finished.received).toBe(content.length);
    expect(finished.key).toMatch(/^[a-f0-9]{32}\.pdf$/);

    // an answer's file: its form's readers only (answer-file-access.test.ts)
    const served = await t.app.inject({ method: 'GET', url: api.storageFile(finished.key!), headers: { cookie: admin } });
    expect(served.rawPayload.equals(content)).toBe(true);
    const [row] = await t.db.select().from(files).where(eq(files.storageKey, finished.key!));
    expect(row).toMatchObject({ name: 'scan.pdf', mimeType: 'application/pdf', size: content.length, ownerId: null, formId: withFiles });
    expect(data<UploadSession>(await status(session.uploadId)).key).toBe(finished.key);
  });

  it('answers 409 with the session when a chunk is not at the received offset, and stores nothing twice', async () => {
    const content = pdf(300_000);
    const { uploadId } = data<UploadSession>(await start(content.length));
    await sendChunk(uploadId, 0, content.subarray(0, 100_000));
    const repeat = await sendChunk(uploadId, 0, content.subarray(0, 100_000));
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ success: false, code: 'CONFLICT', session: { uploadId, received: 100_000 } });
    expect(repeat.headers['upload-offset']).toBe('100000');
    expect((await sendChunk(uploadId, 200_000, content.subarray(200_000))).statusCode).toBe(409);
    const done = data<UploadSession>(await sendChunk(uploadId, 100_000, content.subarray(100_000)));
    const served = await t.app.inject({ method: 'GET', url: api.storageFile(done.key!), headers: { cookie: admin } });
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('refuses content that is not an accepted type when the last byte arrives, and keeps nothing', async () => {
    const before = await storedFiles();
    const fake = Buffer.from('MZ this is a program, not a PDF'.repeat(10));
    const { uploadId } = data<UploadSession>(await start(fake.length));
    const res = await sendChunk(uploadId, 0, fake);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'file', message: 'This type of file is not accepted' }] });
    expect(await storedFiles()).toEqual(before);
    expect((await status(uploadId)).statusCode).toBe(404);
  });

  it('refuses an announced type or size it would not store, and bytes beyond the announced size', async () => {
    expect((await start(1000, 'text/html')).statusCode).toBe(400);
    const huge = await start(100 * 1024 * 1024 + 1);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ errors: [{ field: 'size' }] });

    const { uploadId } = data<UploadSession>(await start(1000));
    const over = await sendChunk(uploadId, 0, pdf(1001));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'body', message: 'The file is not the size announced when the upload started' }] });
    expect(data<UploadSession>(await status(uploadId)).received).toBe(0);
  });

  it('spends the token when a session starts', async () => {
    const token = await anonymousToken();
    const first = await t.request({ method: 'POST', url: api.storageUploadSessions, payload: { token, size: 100, type: 'application/pdf' } });
    expect(first.statusCode).toBe(200);
    const again = await t.request({ method: 'POST', url: api.storageUploadSessions, payload: { token, size: 100, type: 'application/pdf' } });
    expect(again.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'token' }] });
  });

  it('refuses an expired session', async () => {
    const { uploadId } = data<UploadSession>(await start(2000));
    await sendChunk(uploadId, 0, pdf(2000).subarray(0, 1000));
    await t.db.update(uploadSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(uploadSessions.id, uploadId));
    expect((await status(uploadId)).statusCode).toBe(410);
    const late = await sendChunk(uploadId, 1000, pdf(1000));
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ message: 'This upload has expired. Please upload the file again' });
  });

  it('refuses a chunk over 2 MB, a missing offset, and an unknown session', async () => {
    const { uploadId } = data<UploadSession>(await start(3_000_000));
    expect((await sendChunk(uploadId, 0, pdf(2 * 1024 * 1024 + 1))).statusCode).toBe(413);
    const noOffset = await t.request({ method: 'PATCH', url: api.storageUploadSession(uploadId), payload: pdf(10), headers: { 'content-type': 'application/offset+octet-stream' } });
    expect(noOffset.statusCode).toBe(400);
    expect((await status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
