import { randomUUID } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileToken, StoredFile } from '#core/api';
import { api } from '#core/api';
import { type FormDesignInput, FormStatus } from '#core/forms';
import { migrationsFolder } from '#server/db/connect';
import { answers, files, forms, responses } from '#server/db/schema/index';
import { submitTo } from './answering-helpers';
import { type TestApp, createForm, createTestApp, createUser, data, otherCompanyUser, sampleDesign, shareFormRow, signIn } from './helpers';

/**
 * Issue 13 defect 12: an answer's attachment goes only to people who may read the form's answers,
 * never into a shared cache; covers and other pictures stay public.
 */
let t: TestApp;
let folder: string;
let owner: string;
let viewer: string;
let plain: string;
let admin: string;
let outsider: string;
let formId: number;
let formVersion: number;

const design: FormDesignInput = sampleDesign({
  phases: [{ id: 'p1', elements: [{ id: 'proof', kind: 'attachment', title: 'Giấy tờ' }] }],
  logic: [],
});
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);

async function upload(tokenUrl: string, content: Buffer, cookie?: string): Promise<StoredFile> {
  const token = await t.request({ method: 'GET', url: tokenUrl, ...(cookie ? { cookie } : {}) });
  expect(token.statusCode).toBe(200);
  const res = await t.request({ method: 'POST', url: api.storageUploadBase64, payload: { token: data<FileToken>(token).token, base64String: content.toString('base64') } });
  expect(res.statusCode).toBe(200);
  return data<StoredFile>(res);
}

/** A browser fetching the URL: its cookie, no x-company-id (an <a> or <img> sends none). */
const open = (url: string, cookie?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...extra } });

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'survey-answer-files-'));
  t = await createTestApp({ filesDir: folder });
  admin = await signIn(t);
  await createUser(t, { username: 'owner', password: 'Owner-Pass1' });
  const viewerRow = await createUser(t, { username: 'viewer', password: 'Viewer-Pass1' });
  await createUser(t, { username: 'plain', password: 'Plain-Pass11' });
  owner = await signIn(t, 'owner', 'Owner-Pass1');
  viewer = await signIn(t, 'viewer', 'Viewer-Pass1');
  plain = await signIn(t, 'plain', 'Plain-Pass11');
  outsider = (await otherCompanyUser(t)).cookie;
  const form = await createForm(t, owner, design);
  formId = form.id;
  formVersion = form.version;
  // a plain author's form waits for review; published here as a reviewer would
  await t.db.update(forms).set({ status: FormStatus.Active }).where(eq(forms.id, formId));
  await shareFormRow(t, formId, viewerRow.id, 2);
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('an attachment a citizen sent with an answer', () => {
  it('reaches the form\'s owner, a shared viewer and an administrator, never cached by anyone else', async () => {
    const file = await upload(`${api.fileToken}?filename=cccd.pdf&formId=${formId}`, pdf);
    const saved = await submitTo(t, { responseId: randomUUID(), formId, formVersion, answers: { proof: [{ key: file.url.split('/').pop(), name: 'cccd.pdf', size: pdf.length, type: 'application/pdf' }] } });
    expect(saved.statusCode).toBe(200);
    for (const [who, cookie] of [['owner', owner], ['viewer', viewer], ['administrator', admin]] as const) {
      const res = await open(file.url, cookie);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.equals(pdf), who).toBe(true);
      expect(res.headers['cache-control'], who).toBe('private, no-store');
    }
  });

  it('is an unknown file to anyone else: no session, another user, another company, a conditional request', async () => {
    const file = await upload(`${api.fileToken}?filename=cccd.pdf&formId=${formId}`, pdf);
    const unknown = await open(api.storageFile(`${'0'.repeat(32)}.pdf`));
    for (const [who, cookie] of [['anonymous', undefined], ['plain user', plain], ['other company', outsider]] as const) {
      const res = await open(file.url, cookie);
      expect(res.statusCode, who).toBe(404);
      expect(res.json(), who).toEqual(unknown.json());
      expect(res.headers['cache-control'], who).toBeUndefined();
    }
    expect((await open(file.url, undefined, { 'if-none-match': `"${file.url.split('/').pop()}"` })).statusCode).toBe(404);
  });

  it('stays private when sent by a resumable upload too', async () => {
    const token = await t.request({ method: 'GET', url: `${api.fileToken}?filename=scan.pdf&formId=${formId}` });
    const started = await t.request({ method: 'POST', url: api.storageUploadSessions, payload: { token: data<FileToken>(token).token, size: pdf.length, type: 'application/pdf' } });
    const { uploadId } = data<{ uploadId: string }>(started);
    const done = await t.request({
      method: 'PATCH', url: api.storageUploadSession(uploadId), payload: pdf,
      headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
    });
    const key = data<{ key: string }>(done).key;
    expect((await open(api.storageFile(key))).statusCode).toBe(404);
    expect((await open(api.storageFile(key), owner)).statusCode).toBe(200);
  });
});

describe('what stays public', () => {
  it('serves a cover picture to anyone, cached for good', async () => {
    const cover = await upload(`${api.fileToken}?filename=cover.jpg&purpose=image`, jpeg, owner);
    const res = await open(cover.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('files stored before the change', () => {
  it('the migration makes a file that a stored answer names private to that form', async () => {
    const [legacy] = await t.db.insert(files).values({ companyId: t.companyId, name: 'old.pdf', storageKey: `${'a'.repeat(32)}.pdf`, mimeType: 'application/pdf', size: 10 }).returning();
    const [stray] = await t.db.insert(files).values({ companyId: t.companyId, name: 'stray.pdf', storageKey: `${'b'.repeat(32)}.pdf`, mimeType: 'application/pdf', size: 10 }).returning();
    const responseId = randomUUID();
    await t.db.insert(responses).values({ id: responseId, formId, companyId: t.companyId, formVersion, contentHash: 'x' });
    await t.db.insert(answers).values({ responseId, formId, elementId: 'proof', value: [{ key: legacy!.storageKey, name: 'old.pdf', size: 10, type: 'application/pdf' }] });
    const migration = await readFile(join(migrationsFolder, '0006_sign_in_and_access.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('UPDATE "files"');
    await t.db.execute(sql.raw(backfill));
    const formOf = async (id: number) => (await t.db.select({ formId: files.formId }).from(files).where(eq(files.id, id)))[0]?.formId;
    expect(await formOf(legacy!.id)).toBe(formId);
    expect(await formOf(stray!.id)).toBeNull();
  });
});
