import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { AnswerValue } from '#core/answers';
import { type ExportFixture, seedExportForm } from './exports-fixture';
import { PUBLIC_URL, joinedHeaders } from './exports-expected';
import { type TestApp, createTestApp } from '../helpers';

/** What an analyst needs from a file: typed dates, a response id, variable names, stored values, working links. */
let t: TestApp;
let f: ExportFixture;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  f = await seedExportForm(t, 12);
});
afterAll(async () => { await t.close(); });

const exportAnswers = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: api.exportAnswers(f.form.id), cookie: f.owner, payload });

async function csvOf(payload: Record<string, unknown>) {
  const res = await exportAnswers({ ...payload, format: 'csv' });
  expect(res.statusCode, res.body).toBe(200);
  const [headers, ...rows] = Papa.parse<string[]>(res.body.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
  return { headers: headers!, rows, cell: (row: string[], header: string) => row[headers!.indexOf(header)] };
}

const idsOf = (value: AnswerValue | undefined) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

describe('dates are real dates in XLSX, in Vietnam time', () => {
  it('types the submission and received times and the date answers as dates with a dd/mm/yyyy format', async () => {
    const res = await exportAnswers({ format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    const column = (header: string) => joinedHeaders.indexOf(header) + 1;
    f.responses.forEach((r, n) => {
      const row = sheet.getRow(n + 2);
      const submitted = row.getCell(column('Thời gian gửi'));
      expect(submitted.type, `row ${n}`).toBe(ExcelJS.ValueType.Date);
      expect(submitted.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
      // submitted n hours after 2026-03-01 00:30 UTC: 07:30 in Vietnam, shown as that wall clock
      expect(submitted.value).toEqual(new Date(Date.UTC(2026, 2, 1, n + 7, 30)));
      expect(row.getCell(column('Thời gian nhận')).type).toBe(ExcelJS.ValueType.Date);
      const born = row.getCell(column('Ngày sinh'));
      const [year, month, day] = (r.answers.day as string).split('-').map(Number) as [number, number, number];
      expect(born.type).toBe(ExcelJS.ValueType.Date);
      expect(born.numFmt).toBe('dd/mm/yyyy');
      expect(born.value).toEqual(new Date(Date.UTC(year, month - 1, day)));
    });
  });

  it('CSV keeps them as dd/mm/yyyy text', async () => {
    const { rows, cell } = await csvOf({});
    expect(cell(rows[0]!, 'Thời gian gửi')).toBe('01/03/2026 07:30:00');
    const [year, month, day] = (f.responses[0]!.answers.day as string).split('-');
    expect(cell(rows[0]!, 'Ngày sinh')).toBe(`${day}/${month}/${year}`);
  });
});

describe('identifiers and variable names', () => {
  it('gives every row its response id', async () => {
    const { rows, cell } = await csvOf({});
    expect(rows.map((row) => cell(row, 'Mã câu trả lời'))).toEqual(f.responses.map((r) => r.id));
  });

  it('headers=names writes the element ids (and their parts) instead of the titles, the cells unchanged', async () => {
    const titled = await csvOf({ multiChoice: 'columns' });
    const named = await csvOf({ multiChoice: 'columns', headers: 'names' });
    expect(named.headers.slice(0, 3)).toEqual(['submittedAt', 'respondent', 'txt']);
    for (const name of ['chk.doc', 'chk.other', 'rg.gia', 'tbl.an:muc', 'grd.r1:ten', 'file', 'file.links', 'note1', 'note2', 'responseId']) {
      expect(named.headers, name).toContain(name);
    }
    expect(new Set(named.headers).size).toBe(named.headers.length);
    expect(named.rows).toEqual(titled.rows);
  });

  it('the info call reports the same names', async () => {
    const res = await t.request({ method: 'GET', url: `${api.exportInfoResponse(f.form.id)}?headers=names`, cookie: f.owner });
    const info = res.json<{ responseData: { columns: { key: string; header: string }[] } }>().responseData;
    expect(info.columns.every((c) => c.header === c.key)).toBe(true);
  });
});

describe('option labels or stored values', () => {
  it('values=values writes the stored option values of choices, grids, tables and yes/no as 1/0', async () => {
    const { rows, cell } = await csvOf({ values: 'values', headers: 'names' });
    f.responses.forEach((r, n) => {
      const a = r.answers;
      const row = rows[n]!;
      expect(cell(row, 'rad'), `rad ${n}`).toBe(a.rad);
      expect(cell(row, 'chk'), `chk ${n}`).toBe(idsOf(a.chk).join('; '));
      expect(cell(row, 'yn'), `yn ${n}`).toBe(a.yn ? '1' : '0');
      const grid = a.rg as Record<string, string>;
      expect(cell(row, 'rg.gia')).toBe(grid.gia);
      expect(cell(row, 'rg.cl')).toBe(grid.cl ?? '');
      expect(cell(row, 'tbl.an:muc')).toBe('cao');
    });
  });

  it('values=labels (the default) writes the labels', async () => {
    const { rows, cell } = await csvOf({ headers: 'names' });
    expect(cell(rows[0]!, 'rad')).toBe('Nơi khác: Đà Nẵng');
    expect(cell(rows[1]!, 'rad')).toBe('Huế');
    expect(cell(rows[0]!, 'yn')).toBe('Không đồng ý');
    expect(cell(rows[1]!, 'yn')).toBe('Đồng ý');
    expect(cell(rows[1]!, 'tbl.an:muc')).toBe('Cao');
  });

  it('the one-question export takes the same choices as query parameters', async () => {
    const res = await t.request({ method: 'GET', url: `${api.exportQuestionResponse(f.form.id)}?elementId=rad&format=csv&values=values&headers=names`, cookie: f.owner });
    const [headers, ...rows] = Papa.parse<string[]>(res.body.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
    expect(headers).toEqual(['submittedAt', 'respondent', 'rad']);
    expect(rows.map((row) => row[2])).toEqual(f.responses.map((r) => r.answers.rad));
  });

  it('refuses unknown choices with a 400 envelope', async () => {
    for (const payload of [{ headers: 'labels' }, { values: 'codes' }]) {
      const res = await exportAnswers(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    const query = await t.request({ method: 'GET', url: `${api.exportQuestionResponse(f.form.id)}?elementId=rad&values=x`, cookie: f.owner });
    expect(query.statusCode).toBe(400);
  });
});

describe('attachment links', () => {
  it('link each file absolutely to the protected file route on PUBLIC_URL', async () => {
    const { rows, cell } = await csvOf({});
    const withFiles = f.responses.flatMap((r, n) => (Array.isArray(r.answers.file) ? [n] : []));
    expect(withFiles.length).toBeGreaterThan(0);
    for (const n of withFiles) {
      const keys = (f.responses[n]!.answers.file as { key: string }[]).map((file) => file.key);
      expect(cell(rows[n]!, 'Tệp - Liên kết')).toBe(keys.map((key) => `${PUBLIC_URL}${api.storageFile(key)}`).join('; '));
    }
  });
});

describe('the OpenAPI contract', () => {
  it('documents the header and value choices of both answer exports', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Operation = { parameters?: { name: string; in: string; description?: string }[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, { enum?: string[] }> } }> } };
    const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    const question = paths['/api/v1/form/export-question-response/{id}']?.get;
    const parameter = (name: string) => question?.parameters?.find((p) => p.name === name && p.in === 'query');
    expect(parameter('values')?.description).toMatch(/labels.*values/);
    expect(parameter('headers')?.description).toMatch(/titles.*names/);
    const body = paths['/api/v1/form/{formId}/export-answers']?.post?.requestBody?.content['application/json']?.schema.properties;
    expect(body?.values?.enum).toEqual(['labels', 'values']);
    expect(body?.headers?.enum).toEqual(['titles', 'names']);
  });
});
