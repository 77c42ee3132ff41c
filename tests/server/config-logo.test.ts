import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { actionLogs, companies, files } from '#server/db/schema/index';
import { type TestApp, createTestApp, createUser, signIn } from './helpers';

const filesDir = `/tmp/logo-test-${randomBytes(4).toString('hex')}`;
let t: TestApp;
let admin: string;
let plain: string;
const en = { 'accept-language': 'en' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);

function multipart(name: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----logo${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...en } };
}

const upload = (name: string, content: Buffer, cookie = admin, target?: string) =>
  t.request({ method: 'POST', url: api.configLogo, query: target ? { target } : {}, cookie, ...multipart(name, content) });
const initSettings = async () =>
  (await t.request({ method: 'GET', url: api.init })).json<{ responseData: { companySettings: { logo: string | null; logoHeadBlue: string | null } } }>().responseData.companySettings;

beforeAll(async () => {
  t = await createTestApp({ filesDir });
  admin = await signIn(t);
  await createUser(t, { username: 'logo-plain', password: 'Plain-Pass1' });
  plain = await signIn(t, 'logo-plain', 'Plain-Pass1');
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('POST config/logo', () => {
  it('stores a PNG, shows it in init and serves its bytes to anyone', async () => {
    const res = await upload('logo.png', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ responseData: { url: string } }>().responseData;
    expect(url).toMatch(/^\/api\/storage\/files\/[a-f0-9]{32}\.png$/);
    expect((await initSettings()).logo).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('replacing the logo retires the previous file and logs old and new URLs', async () => {
    const first = (await upload('a.png', PNG)).json<{ responseData: { url: string } }>().responseData.url;
    const second = (await upload('b.jpg', JPEG)).json<{ responseData: { url: string } }>().responseData.url;
    expect(second).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    const [log] = await t.db.select().from(actionLogs).where(eq(actionLogs.entity, 'logo')).orderBy(desc(actionLogs.id)).limit(1);
    expect(log).toMatchObject({ type: 'update', oldData: { target: 'logo', url: first }, newData: { target: 'logo', url: second } });
  });

  it('refuses SVG, GIF, text and a disguised file by their content', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [name, content] of [['x.svg', svg], ['x.gif', Buffer.from('GIF89a....')], ['x.png', Buffer.from('just text')]] as const) {
      const res = await upload(name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'file', message: 'This type of file is not accepted' }]);
    }
  });

  it('refuses a file over 1 MB with 413 and keeps the current logo', async () => {
    const before = (await initSettings()).logo;
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1 - PNG.length)]);
    const res = await upload('big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe('The file is larger than 1 MB');
    expect((await initSettings()).logo).toBe(before);
    const exact = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length)]);
    expect((await upload('exact.png', exact)).statusCode).toBe(200);
  });

  it('the logo row can not be deleted as a plain entry (its file would stay behind)', async () => {
    const logo = (await t.request({ method: 'GET', url: api.configByKey('logo') })).json<{ responseData: { id: number; content: string } }>().responseData;
    const res = await t.request({ method: 'DELETE', url: api.config(logo.id), cookie: admin, headers: en });
    expect(res.statusCode).toBe(400);
    expect((await initSettings()).logo).toBe(logo.content);
  });

  it('needs a file, and is refused to a plain user and to anonymous', async () => {
    const empty = await t.request({ method: 'POST', url: api.configLogo, cookie: admin, headers: en, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await upload('a.png', PNG, plain)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: api.configLogo, ...multipart('a.png', PNG) })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: api.configLogo, cookie: plain })).statusCode).toBe(403);
  });

  it('sets the company header logos and removes them again', async () => {
    const res = await upload('blue.png', PNG, admin, 'logoHeadBlue');
    const { url } = res.json<{ responseData: { url: string } }>().responseData;
    const [company] = await t.db.select().from(companies).where(eq(companies.id, t.companyId));
    expect(company?.logoHeadBlue).toBe(url);
    expect((await initSettings()).logoHeadBlue).toBe(url);
    expect((await t.request({ method: 'DELETE', url: api.configLogo, query: { target: 'logoHeadBlue' }, cookie: admin })).statusCode).toBe(200);
    expect((await initSettings()).logoHeadBlue).toBeNull();
    const key = url.split('/').pop()!;
    const [file] = await t.db.select().from(files).where(eq(files.storageKey, key));
    expect(file?.deletedAt).not.toBeNull();
  });
});

describe('DELETE config/logo', () => {
  it('removes the system logo: init falls back to none and the file is gone', async () => {
    const url = (await initSettings()).logo;
    expect(url).not.toBeNull();
    const res = await t.request({ method: 'DELETE', url: api.configLogo, cookie: admin });
    expect(res.json()).toEqual({ success: true, responseData: { target: 'logo', url: null } });
    expect((await initSettings()).logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: url! })).statusCode).toBe(404);
    const [log] = await t.db.select().from(actionLogs).where(eq(actionLogs.entity, 'logo')).orderBy(desc(actionLogs.id)).limit(1);
    expect(log).toMatchObject({ type: 'delete', oldData: { target: 'logo', url }, newData: null });
  });
});
