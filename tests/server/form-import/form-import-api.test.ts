import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormImportPreview, type NativeFormDocument, api } from '#core/api';
import type { FormDetail } from '#core/forms';
import { forms } from '#server/db/schema/index';
import { type TestApp, createTestApp, data } from '../helpers';
import { type People, castPeople, sharedForm } from '../forms/forms-people';
import { householdSurvey } from './xlsform-fixtures';

let t: TestApp;
let p: People;

function multipart(name: string, content: Buffer, language: 'en' | 'vi' = 'en', field = 'file') {
  const boundary = `----import${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': language } };
}
const preview = (cookie: string | undefined, name: string, content: Buffer, language: 'en' | 'vi' = 'en', field = 'file') =>
  t.request({ method: 'POST', url: api.formImportPreview, ...(cookie ? { cookie } : {}), ...multipart(name, content, language, field) });
const formCount = async () => (await t.db.select({ n: count() }).from(forms))[0]?.n;
const failure = (res: { json: <T>() => T }) => res.json<{ success: boolean; code: string; message: string }>();

beforeAll(async () => {
  t = await createTestApp();
  p = await castPeople(t);
});
afterAll(async () => { await t.close(); });

describe('POST form/import/preview', () => {
  it('previews an XLSForm without writing anything, and the design it gives can be created as it is', async () => {
    const before = await formCount();
    const res = await preview(p.owner, 'household.xlsx', await householdSurvey());
    expect(res.statusCode, res.body).toBe(200);
    const { outcome } = data<FormImportPreview>(res);
    expect(outcome).toMatchObject({ source: 'xlsform', design: { title: 'Khảo sát hộ gia đình' } });
    expect(outcome.notes.map((n) => n.code)).toContain('typeNotMapped');
    expect(await formCount()).toBe(before);
    const created = await t.request({ method: 'POST', url: api.formCreate, cookie: p.owner, payload: { design: outcome.design } });
    expect(created.statusCode, created.body).toBe(200);
    expect(data<FormDetail>(created).design.phases.map((ph) => ph.title)).toEqual(outcome.design.phases.map((ph) => ph.title));
  });

  it('refuses unreadable, unknown and empty files with a 400 in the reader\'s language', async () => {
    const cases = [
      ['broken.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(100)]), 'The file could not be read: it is not a valid .xlsx workbook or JSON file'],
      ['notes.txt', Buffer.from('hello'), 'This file is not a form this site can import (an XLSForm .xlsx, or a form JSON file)'],
      ['bad.json', Buffer.from('{"pages": ['), 'The file could not be read: it is not a valid .xlsx workbook or JSON file'],
      ['empty.xlsx', Buffer.alloc(0), 'Choose one file to import'],
    ] as const;
    for (const [name, content, message] of cases) {
      const res = await preview(p.owner, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(failure(res), name).toMatchObject({ success: false, code: 'BAD_REQUEST', message });
    }
    const vi = await preview(p.owner, 'notes.txt', Buffer.from('hello'), 'vi');
    expect(failure(vi).message).toBe('Tệp này không phải biểu mẫu mà hệ thống nhập được (XLSForm .xlsx hoặc tệp JSON biểu mẫu)');
    expect((await preview(p.owner, 'x.xlsx', await householdSurvey(), 'en', 'other')).statusCode).toBe(400);
  });

  it('refuses a file over 2 MB with 413, and a JSON design the schema refuses with 400', async () => {
    const big = await preview(p.owner, 'big.json', Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(2 * 1024 * 1024, 'a'), Buffer.from('"}')]));
    expect(big.statusCode).toBe(413);
    const invalid = await preview(p.owner, 'f.json', Buffer.from(JSON.stringify({ format: 'survey-form', version: 1, design: { title: '', phases: [] } })));
    expect(invalid.statusCode).toBe(400);
    expect(failure(invalid).message).toBe('The form in this file cannot be created: some of its parts are not valid');
    const newer = await preview(p.owner, 'f.json', Buffer.from(JSON.stringify({ format: 'survey-form', version: 99, design: {} })));
    expect(failure(newer).message).toBe('This form file was made by a newer or unknown version of the site and cannot be read here');
  });

  it('previews a SurveyJS JSON file through the same call, and refuses one that has no pages in the reader\'s language', async () => {
    const survey = { title: 'Đánh giá dịch vụ', pages: [{ name: 'p1', elements: [
      { type: 'radiogroup', name: 'satisfied', title: 'Bạn có hài lòng?', choices: ['yes', 'no'], isRequired: true },
      { type: 'comment', name: 'why', title: 'Vì sao?', visibleIf: "{satisfied} = 'no'" },
      { type: 'ranking', name: 'order', title: 'Xếp hạng', choices: ['a', 'b'] },
    ] }] };
    const res = await preview(p.owner, 'survey.json', Buffer.from(JSON.stringify(survey)));
    expect(res.statusCode, res.body).toBe(200);
    const { outcome } = data<FormImportPreview>(res);
    expect(outcome).toMatchObject({ source: 'surveyjs', design: { title: 'Đánh giá dịch vụ' } });
    expect(outcome.design.phases[0]?.elements.map((e) => e.kind)).toEqual(['radio', 'text']);
    expect(outcome.design.logic).toHaveLength(1);
    expect(outcome.notes.map((n) => n.code)).toContain('typeNotMapped');
    const noPages = await preview(p.owner, 'x.json', Buffer.from(JSON.stringify({ questions: 'none' })), 'vi');
    expect(noPages.statusCode).toBe(400);
    expect(failure(noPages).code).toBe('BAD_REQUEST');
    expect(failure(noPages).message).not.toBe('');
  });

  it('needs a signed-in user', async () => {
    expect((await preview(undefined, 'household.xlsx', await householdSurvey())).statusCode).toBe(401);
  });
});

describe('GET form/{id}/export-json', () => {
  it('gives whoever may read the design its own JSON, which imports back to the same design', async () => {
    const form = await sharedForm(t, p);
    for (const who of [p.owner, p.editor, p.viewer]) {
      const res = await t.request({ method: 'GET', url: api.formExportJson(form.id), cookie: who });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Citizen survey\.json"/);
    }
    const exported = await t.request({ method: 'GET', url: api.formExportJson(form.id), cookie: p.owner });
    expect(exported.headers['content-type']).toBe('application/vnd.survey-form+json; charset=utf-8');
    const document = exported.json<NativeFormDocument>();
    expect(document).toMatchObject({ format: 'survey-form', version: 1, design: { title: 'Citizen survey' } });
    const back = await preview(p.stranger, 'citizen-survey.json', exported.rawPayload);
    expect(back.statusCode, back.body).toBe(200);
    expect(data<FormImportPreview>(back).outcome).toEqual({ source: 'native', design: document.design, notes: [] });
  });

  it('refuses someone who may not read the form (403), another company (404) and nobody (401)', async () => {
    const form = await sharedForm(t, p);
    expect((await t.request({ method: 'GET', url: api.formExportJson(form.id), cookie: p.stranger })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: api.formExportJson(form.id), cookie: p.outsider.cookie, headers: p.outsider.headers })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: api.formExportJson(form.id) })).statusCode).toBe(401);
  });
});
