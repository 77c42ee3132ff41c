import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import inject from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '#core/api';
import type { FileToken } from '#core/api';
import { failureSchema } from '#core/api';
import { api } from '#core/api';
import { buildApp } from '#server/app';
import { categories, files } from '#server/db/schema/index';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, signIn } from '../helpers';

let t: TestApp;
let admin: string;
let form: CreatedForm;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  form = await createForm(t, admin);
});
afterAll(async () => { await t.close(); });

/** The reply is a failure in the envelope with this status (and, given, this code). */
function expectFailure(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = failureSchema.parse(res.json());
  if (code) expect(body.code).toBe(code);
  return body;
}

const noBoundary = { 'content-type': 'multipart/form-data' };

describe('multipart bodies that cannot be read', () => {
  it('answers a multipart upload without a boundary with 400, anonymous or administrator', async () => {
    expectFailure(await t.request({ method: 'POST', url: api.storageUpload, headers: noBoundary, payload: 'x' }), 400, 'BAD_REQUEST');
    expectFailure(await t.request({ method: 'POST', url: api.configLogo, cookie: admin, headers: noBoundary, payload: 'x' }), 400, 'BAD_REQUEST');
  });

  it('answers a body cut short inside the file with 400 and keeps nothing', async () => {
    const token = data<FileToken>(await t.request({ method: 'GET', url: `${api.fileToken}?filename=a.jpg&purpose=image`, cookie: admin })).token;
    const headers = { 'content-type': 'multipart/form-data; boundary=cut' };
    const tokenPart = `--cut\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`;
    const cutFilePart = `--cut\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0${'x'.repeat(5000)}`;
    expectFailure(await t.request({ method: 'POST', url: api.storageUpload, headers, payload: tokenPart + cutFilePart }), 400, 'BAD_REQUEST');
    expectFailure(await t.request({ method: 'POST', url: api.configLogo, cookie: admin, headers, payload: cutFilePart }), 400, 'BAD_REQUEST');
    expect(await t.db.select().from(files)).toEqual([]);
  });

  it('refuses a multipart or text/plain body on a call that takes none', async () => {
    const multipart = await t.request({ method: 'POST', url: api.formPublish(form.id), cookie: admin, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expectFailure(multipart, 400, 'BAD_REQUEST');
    expectFailure(await t.request({ method: 'POST', url: api.logout, cookie: admin, headers: { 'content-type': 'text/plain' }, payload: 'x' }), 400, 'BAD_REQUEST');
    expect((await t.request({ method: 'GET', url: api.init, cookie: admin })).json()).toMatchObject({ responseData: { user: { username: 'admin' } } });
  });
});

describe('URLs Fastify refuses before any route', () => {
  it.each(['%zz', '%ED%A0%80', '%E0%A4%A'])('answers the undecodable path %s in the envelope without echoing it', async (bad) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/form/${bad}`, cookie: admin, headers: { 'accept-language': 'en' } });
    expect(expectFailure(res, 400, 'BAD_REQUEST').message).toBe('The request is invalid');
    expect(res.body).not.toContain(bad);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a path parameter over 100 characters in the envelope without echoing it', async () => {
    const long = 'k'.repeat(150);
    const res = await t.request({ method: 'GET', url: api.storageFile(long) });
    expectFailure(res, 400, 'BAD_REQUEST');
    expect(res.body).not.toContain(long);
  });

  it('keeps a plain 400 outside /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/forms/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('Bad Request');
  });
});

describe('ids are plain decimal integers', () => {
  it.each(['0x1', '1e0', '+1', '1.0', '%201%20', '01', '1%00', '-1', '0', '2147483648'])('refuses form id %s with 400 VALIDATION', async (spelling) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/form/${spelling.replace(/^1/, String(form.id))}`, cookie: admin });
    expectFailure(res, 400, 'VALIDATION');
  });

  it('reads the form by its plain id', async () => {
    expect((await t.request({ method: 'GET', url: api.form(form.id), cookie: admin })).statusCode).toBe(200);
  });

  it('does not delete the row a hexadecimal id spells', async () => {
    const category = data<Category>(await t.request({ method: 'POST', url: api.categorySave, cookie: admin, payload: { code: 'HEX', name: 'Hex' } }));
    const res = await t.request({ method: 'DELETE', url: `/api/v1/category/0x${category.id.toString(16)}`, cookie: admin });
    expectFailure(res, 400, 'VALIDATION');
    expect(await t.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
  });

  it('refuses loose ids in query strings and headers too', async () => {
    expectFailure(await t.request({ method: 'GET', url: `${api.answersChartByDate}?formId=0x${form.id.toString(16)}`, cookie: admin }), 400, 'VALIDATION');
    expectFailure(await t.request({ method: 'GET', url: `${api.formList}?page=1e0`, cookie: admin }), 400, 'VALIDATION');
    expectFailure(await t.request({ method: 'GET', url: `${api.userWithPositionByIds}?ids=1,0x2`, cookie: admin }), 400, 'VALIDATION');
    expectFailure(await t.app.inject({ method: 'GET', url: api.init, headers: { 'x-company-id': `0${t.companyId}` } }), 400, 'COMPANY_HEADER');
  });
});

describe('query filters', () => {
  it('refuses a repeated where= instead of reading it as no filter', async () => {
    const res = await t.request({ method: 'GET', url: `${api.formAnswersV2}?formId=${form.id}&where=[]&where=[]`, cookie: admin });
    expectFailure(res, 400, 'VALIDATION');
  });
});

describe('an unexpected failure', () => {
  it('says the server ran into a problem, in the reader\'s language, not "Save error!" while nothing was being saved', async () => {
    // the categories' table goes missing for a moment: reading the list fails inside the route
    await t.db.execute(sql.raw('ALTER TABLE categories RENAME TO categories_away'));
    try {
      const vi = expectFailure(await t.request({ method: 'GET', url: `${api.categoryList}?page=1`, cookie: admin }), 500, 'SERVER_ERROR');
      expect(vi.message).toBe('Máy chủ gặp sự cố khi xử lý yêu cầu. Vui lòng thử lại sau');
      const en = expectFailure(await t.request({ method: 'GET', url: `${api.categoryList}?page=1`, cookie: admin, headers: { 'accept-language': 'en' } }), 500, 'SERVER_ERROR');
      expect(en.message).toBe('The server ran into a problem with this request. Please try again later');
    } finally {
      await t.db.execute(sql.raw('ALTER TABLE categories_away RENAME TO categories'));
    }
  });
});

describe('a server that is stopping', () => {
  it('answers a request that still arrives with 503 in the envelope', async () => {
    let during: LightMyRequestResponse | undefined;
    // onClose runs while the server drains: fastify.inject refuses by then, its router still serves
    const stopping: FastifyInstance = await buildApp({
      db: t.db,
      onClose: async () => { during = await inject((req, res) => { stopping.routing(req, res); }, { method: 'GET', url: api.init, headers: t.headers() }); },
    });
    await stopping.close();
    if (!during) throw new Error('no reply while closing');
    expectFailure(during, 503, 'SERVER_ERROR');
    expect(during.headers.connection).toBe('close');
  });
});
