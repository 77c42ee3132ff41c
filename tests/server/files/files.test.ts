import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileToken, StoredFile } from '#core/api';
import { api } from '#core/api';
import { companies, files, uploadTokens } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, data, signIn } from '../helpers';

let t: TestApp;
let alice: string;
let folder: string;

const jpeg = (size = 3000) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);

function multipart(fields: { token?: string | undefined; file?: { name: string; content: Buffer; type?: string } | undefined }) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (fields.token !== undefined) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${fields.token}\r\n`));
  if (fields.file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fields.file.name}"\r\nContent-Type: ${fields.file.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(fields.file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function getToken(filename: string, purpose = 'image', cookie = alice) {
  const res = await t.request({ method: 'GET', url: `${api.fileToken}?filename=${encodeURIComponent(filename)}&purpose=${purpose}`, cookie });
  expect(res.statusCode).toBe(200);
  return data<FileToken>(res);
}
const uploadMultipart = (token: string | undefined, file?: { name: string; content: Buffer }, headers: Record<string, string> = {}) => {
  const body = multipart({ token, file });
  return t.request({ method: 'POST', url: api.storageUpload, payload: body.payload, headers: { ...body.headers, ...headers } });
};
const uploadBase64 = (token: string, base64String: string) =>
  t.request({ method: 'POST', url: api.storageUploadBase64, payload: { token, base64String } });
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'survey-files-'));
  t = await createTestApp({ filesDir: folder });
  await createUser(t, { username: 'alice', password: 'Alice-Pass1' });
  alice = await signIn(t, 'alice', 'Alice-Pass1');
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('upload tokens', () => {
  it('needs a signed-in user', async () => {
    const res = await t.request({ method: 'GET', url: `${api.fileToken}?filename=a.jpg` });
    expect(res.statusCode).toBe(401);
  });

  it('replaces & with -, drops folders and control characters, and stores only a hash for 10 minutes', async () => {
    const before = Date.now();
    const token = await getToken('C:\\photos\\Tom & Jerry\u0007.jpg');
    expect(token.filename).toBe('Tom - Jerry.jpg');
    expect(token.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(uploadTokens);
    expect(rows.some((r) => r.tokenHash === token.token)).toBe(false);
    const expires = Date.parse(token.expiresAt) - before;
    expect(expires).toBeGreaterThan(9 * 60_000);
    expect(expires).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('refuses a missing, unknown, expired or other-company token', async () => {
    const file = { name: 'a.jpg', content: jpeg() };
    expect((await uploadMultipart(undefined, file)).json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'token' }] });
    const unknown = await uploadMultipart('no-such-token', file, { 'accept-language': 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'The upload token is invalid, expired or already used' });

    const expired = await getToken('old.jpg');
    await t.db.update(uploadTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await uploadMultipart(expired.token, file)).statusCode).toBe(400);

    const [other] = await t.db.insert(companies).values({ name: 'Other' }).returning();
    const fresh = await getToken('fresh.jpg');
    const body = multipart({ token: fresh.token, file });
    const elsewhere = await t.app.inject({ method: 'POST', url: api.storageUpload, payload: body.payload, headers: { ...body.headers, 'x-company-id': String(other!.id) } });
    expect(elsewhere.statusCode).toBe(400);
    expect(await filesOnDisk()).toEqual([]);
    expect(await t.db.select().from(files)).toEqual([]);
  });
});

describe('uploading and serving', () => {
  it('stores a JPEG sent as multipart and serves the same bytes to a plain GET (no tenant header, no session)', async () => {
    const content = jpeg(50_000);
    const token = await getToken('cover & photo.jpg');
    const res = await uploadMultipart(token.token, { name: 'whatever.bin', content });
    expect(res.statusCode).toBe(200);
    const stored = data<StoredFile>(res);
    expect(stored).toMatchObject({ name: 'cover - photo.jpg', mimeType: 'image/jpeg', size: content.length });
    expect(stored.url).toMatch(/^\/api\/storage\/files\/[a-f0-9]{32}\.jpg$/);

    const served = await fetchFile(stored.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''cover%20-%20photo.jpg");
    expect(served.headers['cache-control']).toContain('immutable');
    const cached = await t.app.inject({ method: 'GET', url: stored.url, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'HEAD', url: stored.url })).statusCode).toBe(200);

    const again = await uploadMultipart(token.token, { name: 'x.jpg', content });
    expect(again.statusCode).toBe(400);
    expect(await filesOnDisk()).toHaveLength(1);
  });

  it('stores a base64 upload with a data: URL prefix', async () => {
    const content = jpeg(10_000);
    const token = await getToken('small.jpg');
    const res = await uploadBase64(token.token, `data:image/jpeg;base64,${content.toString('base64')}`);
    expect(res.statusCode).toBe(200);
    const served = await fetchFile(data<StoredFile>(res).url);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await uploadBase64(token.token, content.toString('base64'))).statusCode).toBe(400);
  });

  it('refuses a .png name holding text, by content, and keeps nothing', async () => {
    const before = await filesOnDisk();
    const token = await getToken('picture.png');
    const res = await uploadMultipart(token.token, { name: 'picture.png', content: Buffer.from('just some text, not an image') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Loại tệp này không được chấp nhận', errors: [{ field: 'file' }] });
    const base64 = await uploadBase64(token.token, Buffer.from('<svg onload="alert(1)"/>').toString('base64'));
    expect(base64.json()).toMatchObject({ errors: [{ field: 'base64String', message: 'Loại tệp này không được chấp nhận' }] });
    expect(await filesOnDisk()).toEqual(before);
    const [row] = await t.db.select().from(uploadTokens).where(eq(uploadTokens.filename, 'picture.png'));
    expect(row?.usedAt).toBeNull();
  });

  it('refuses an image over 5 MB with 413 and writes nothing to disk or database', async () => {
    const before = { disk: await filesOnDisk(), rows: (await t.db.select().from(files)).length };
    const big = jpeg(5 * 1024 * 1024 + 1);
    const token = await getToken('big.jpg');
    const res = await uploadMultipart(token.token, { name: 'big.jpg', content: big }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB' });
    const base64 = await uploadBase64(token.token, big.toString('base64'));
    expect(base64.statusCode).toBe(413);
    expect(await filesOnDisk()).toEqual(before.disk);
    expect(await t.db.select().from(files)).toHaveLength(before.rows);
  });

  it('accepts a PDF as a document (served as a download) but not as an image', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
    const asImage = await getToken('report.pdf', 'image');
    expect((await uploadMultipart(asImage.token, { name: 'report.pdf', content: pdf })).statusCode).toBe(400);
    const asDocument = await getToken('report.pdf', 'document');
    const res = await uploadMultipart(asDocument.token, { name: 'report.pdf', content: pdf });
    expect(data<StoredFile>(res)).toMatchObject({ mimeType: 'application/pdf' });
    const served = await fetchFile(data<StoredFile>(res).url);
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('answers 404 in the envelope for an unknown or malformed key', async () => {
    for (const key of [`${'0'.repeat(32)}.jpg`, '..%2F..%2Fetc%2Fpasswd']) {
      const res = await fetchFile(`/api/storage/files/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('over a real connection', () => {
  it('streams a multipart upload from fetch and refuses an oversized one with 413', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const send = async (content: Buffer) => {
      const { token } = await getToken('real.jpg');
      const form = new FormData();
      form.append('token', token);
      form.append('file', new Blob([new Uint8Array(content)], { type: 'image/jpeg' }), 'real.jpg');
      return fetch(`${address}${api.storageUpload}`, { method: 'POST', body: form, headers: { 'x-company-id': String(t.companyId) } });
    };
    const content = jpeg(1024 * 1024);
    const res = await send(content);
    expect(res.status).toBe(200);
    const { responseData } = await res.json() as { responseData: StoredFile };
    const served = await fetch(`${address}${responseData.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(content)).toBe(true);
    const before = await filesOnDisk();
    const big = await send(jpeg(6 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(await filesOnDisk()).toEqual(before);
  });
});

describe('storage failure', () => {
  it('answers the SPEC upload-failure message and leaves the token unused', async () => {
    const notAFolder = join(folder, 'plain-file');
    await writeFile(notAFolder, 'x');
    const broken = await createTestApp({ filesDir: notAFolder });
    try {
      await createUser(broken, { username: 'bob', password: 'Bob-Pass11' });
      const bob = await signIn(broken, 'bob', 'Bob-Pass11');
      const tokenRes = await broken.request({ method: 'GET', url: `${api.fileToken}?filename=a.jpg`, cookie: bob });
      const { token } = data<FileToken>(tokenRes);
      const res = await broken.request({ method: 'POST', url: api.storageUploadBase64, payload: { token, base64String: jpeg().toString('base64') } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ message: 'Không thể tải tệp lên. Vui lòng kiểm tra lại hoặc thông báo cho quản trị viên' });
      expect((await broken.db.select().from(uploadTokens))[0]?.usedAt).toBeNull();
      expect(await broken.db.select().from(files)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
