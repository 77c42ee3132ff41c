import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileToken, type StoredFile, type UploadSession, api } from '#core/api';
import { buildApp } from '#server/app';
import { backup } from '#server/backup/backup';
import { storedChecksums } from '#server/backup/manifest';
import { restore } from '#server/backup/restore';
import { connectDatabase } from '#server/db/connect';
import type { FileStorage } from '#server/files/file-storage';
import { countsOf, seedInstallation } from '../backup/backup-fixture';
import { TEST_CAPTCHA_DIFFICULTY } from '../../support/captcha';
import { type TestApp, createForm, data, sampleDesign, signIn } from '../helpers';
import { type ScratchDatabase, scratchDatabase } from '../../support/scratch-database';
import { appOver } from '../observability/ops-fixture';
import { type LocalS3, startLocalS3 } from './s3-fixture';

let s3: LocalS3;
const root = mkdtempSync(join(tmpdir(), 'survey-s3-files-'));
beforeAll(async () => { s3 = await startLocalS3(); });
afterAll(async () => {
  await s3.close();
  rmSync(root, { recursive: true, force: true });
});

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
const png = (size: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);

/** A multipart body with the file, after the token field when there is one. */
function multipart(token: string | null, name: string, content: Buffer) {
  const boundary = `----s3${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(token === null ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * Two app instances on one database, each with its own S3 client on one bucket: what two server
 * processes behind a load balancer are. Whatever one stores, the other serves and continues.
 */
describe('uploaded files in an S3-compatible bucket, shared by two app instances', { timeout: 60_000 }, () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bucket: FileStorage;
  let admin: string;
  let fresh: ScratchDatabase | null = null;
  const onB = ({ headers, ...options }: InjectOptions, cookie = admin) =>
    b.inject({ ...options, headers: { ...a.headers({ cookie }), ...(headers as Record<string, string> | undefined) } });

  beforeAll(async () => {
    bucket = await s3.bucket('shared-files');
    fresh = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL, 'survey_test') : null;
    const database = await connectDatabase(fresh ? { kind: 'postgres', url: fresh.url } : { kind: 'memory' });
    a = await appOver(database, { fileStorage: s3.storage('shared-files') });
    b = await buildApp({ db: a.db, settings: { captchaDifficulty: TEST_CAPTCHA_DIFFICULTY }, fileStorage: s3.storage('shared-files') });
    admin = await signIn(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await fresh?.drop();
  });

  const token = async (filename: string, query = 'purpose=image') =>
    data<FileToken>(await a.request({ method: 'GET', url: `${api.fileToken}?filename=${filename}&${query}`, cookie: admin })).token;

  it('stores an upload sent to one instance and the other serves the same bytes; a replaced logo is deleted from the bucket', async () => {
    const content = png(40_000);
    const stored = data<StoredFile>(await a.request({ method: 'POST', url: api.storageUpload, ...multipart(await token('photo.png'), 'photo.png', content) }));
    const served = await b.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');

    const logo = (instance: 'a' | 'b') => {
      const call = { method: 'POST' as const, url: api.configLogo, ...multipart(null, 'logo.png', png(2000)) };
      return instance === 'a' ? a.request({ ...call, cookie: admin }) : onB(call);
    };
    const first = data<{ url: string }>(await logo('a'));
    expect((await b.inject({ method: 'GET', url: first.url })).statusCode).toBe(200);
    const second = data<{ url: string }>(await logo('b'));
    expect((await a.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(200);
    const firstKey = first.url.split('/').pop() ?? '';
    expect(await bucket.open(firstKey)).toBeNull();
  });

  it('continues a resumable upload on the other instance: chunk 1 to A, chunk 2 to B, served by A', async () => {
    const form = await createForm(a, admin, sampleDesign({ phases: [{ id: 'p1', elements: [{ id: 'f1', kind: 'attachment', title: 'Scan' }] }], logic: [] }));
    const content = pdf(1_600_000);
    const started = data<UploadSession>(await a.request({
      method: 'POST', url: api.storageUploadSessions, payload: { token: await token('scan.pdf', `formId=${form.id}`), size: content.length, type: 'application/pdf' },
    }));
    const chunk = (offset: number, bytes: Buffer) => ({
      method: 'PATCH' as const, url: api.storageUploadSession(started.uploadId), payload: bytes,
      headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
    });
    expect(data<UploadSession>(await a.request(chunk(0, content.subarray(0, 1_000_000)))).received).toBe(1_000_000);
    // the status asked on B, as a page reloaded behind the load balancer would
    expect(data<UploadSession>(await onB({ method: 'GET', url: api.storageUploadSession(started.uploadId) })).received).toBe(1_000_000);
    const done = data<UploadSession>(await onB(chunk(1_000_000, content.subarray(1_000_000))));
    expect(done.key).toMatch(/^[a-f0-9]{32}\.pdf$/);

    const served = await a.request({ method: 'GET', url: api.storageFile(done.key ?? ''), cookie: admin });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    // the chunks are gone from the bucket once composed: only whole files are listed and backed up
    expect((await storedChecksums(bucket)).map((f) => f.path.split('/')[1])).toContain(done.key);
    expect(await bucket.readPartHead(started.uploadId, 8).catch(() => Buffer.alloc(0))).toHaveLength(0);
  });
});

describe('backup and restore with the files in S3', { timeout: 120_000 }, () => {
  it('copies every object into the backup and restores them into an empty bucket, with the same rows', async () => {
    const source = await seedInstallation({ kind: 'pglite', dataDir: join(root, 'source/pglite') }, await s3.bucket('backup-source'), 's3://backup-source');
    const before = await countsOf(source.database);
    const { folder, manifest } = await backup(source, join(root, 'backups'));
    expect(manifest).toMatchObject({ fileStore: 's3://backup-source', tables: before });
    expect(manifest.files).toHaveLength(2);

    const target = { database: { kind: 'pglite' as const, dataDir: join(root, 'restored/pglite') }, files: await s3.bucket('backup-restored'), fileStore: 's3://backup-restored' };
    expect(await restore(target, folder)).toEqual(before);
    expect(await storedChecksums(target.files)).toEqual(await storedChecksums(source.files));
    // a bucket that already holds files is refused
    const again = { database: { kind: 'pglite' as const, dataDir: join(root, 'again/pglite') }, files: target.files, fileStore: target.fileStore };
    await expect(restore(again, folder)).rejects.toThrow(/s3:\/\/backup-restored\) is not empty/);
  });
});
