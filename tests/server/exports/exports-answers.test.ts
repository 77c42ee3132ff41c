import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import { type ExportFixture, seedExportForm } from './exports-fixture';
import { PUBLIC_URL, expectedHobbyColumns, expectedRow, joinedHeaders, vietnamDay } from './exports-expected';
import { type TestApp, createTestApp } from '../helpers';

let t: TestApp;
let f: ExportFixture;
const respondentName = 'Trần Văn Bình (binh)';

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  f = await seedExportForm(t);
});
afterAll(async () => { await t.close(); });

const exportAnswers = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: api.exportAnswers(f.form.id), cookie: f.owner, payload });

const two = (n: number) => String(n).padStart(2, '0');

/** A date cell as its number format shows it: the formats are checked here, so the figures compare as text. */
function shownDate(cell: ExcelJS.Cell, at: Date): string {
  const day = `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`;
  const minutes = `${day} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
  const shown: Record<string, string> = { 'dd/mm/yyyy': day, 'dd/mm/yyyy hh:mm': minutes, 'dd/mm/yyyy hh:mm:ss': `${minutes}:${two(at.getUTCSeconds())}` };
  const text = shown[cell.numFmt];
  if (text === undefined) throw new Error(`date cell ${cell.address} has the format ${cell.numFmt}`);
  return text;
}

/** The sheet as objects keyed by the header row; empty cells are absent; date cells as their format shows them. */
async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(body).buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: (string | number | undefined)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as (string | number | Date | undefined)[]).slice(1).map((value, i) => (value instanceof Date ? shownDate(row.getCell(i + 1), value) : value)));
  });
  const [headers, ...body2] = rows;
  type Row = Record<string, string | number | undefined>;
  const named = body2.map((r): Row => Object.fromEntries(headers!.map((h, i): [string, string | number | undefined] => [String(h), r[i]])));
  return { name: sheet.name, headers: headers!, rows: named };
}

const withoutReceived = (row: Record<string, unknown>) => {
  const { 'Thời gian nhận': _received, ...rest } = row;
  return rest;
};

describe('answers export (XLSX)', () => {
  it('writes one row per response, oldest first, every column as a person reads it', async () => {
    const res = await exportAnswers({ format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['x-total-rows']).toBe('60');
    const sheet = await readXlsx(res.rawPayload);
    expect(sheet.name).toBe('Câu trả lời');
    expect(sheet.headers).toEqual(joinedHeaders);
    expect(sheet.rows).toHaveLength(60);
    sheet.rows.forEach((row, n) => {
      const expected = Object.fromEntries(Object.entries(expectedRow(f.responses[n]!, respondentName)).filter(([, v]) => v !== undefined));
      const actual = Object.fromEntries(Object.entries(withoutReceived(row)).filter(([, v]) => v !== undefined));
      expect(actual, `response ${n}`).toEqual(expected);
      expect(row['Thời gian nhận']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    });
    expect(sheet.rows[0]!['Thời gian gửi']).toBe('01/03/2026 07:30:00');
  });

  it('spreads a checkbox into one column per option when asked', async () => {
    const sheet = await readXlsx((await exportAnswers({ multiChoice: 'columns' })).rawPayload);
    expect(sheet.headers.slice(5, 9)).toEqual(['Sở thích - Đọc sách', 'Sở thích - Thể thao', 'Sở thích - Âm nhạc', 'Sở thích - Khác']);
    expect(sheet.headers).not.toContain('Sở thích');
    sheet.rows.forEach((row, n) => {
      const expected = expectedHobbyColumns(f.responses[n]!);
      for (const [header, value] of Object.entries(expected)) expect(row[header], `${header} of ${n}`).toBe(value);
    });
  });

  it('keeps only the responses the filters keep', async () => {
    const day = '2026-03-02';
    const onDay = f.responses.filter((r) => vietnamDay(r.submittedAt) === day);
    const byDay = await exportAnswers({ from: day, to: day });
    expect(byDay.headers['x-total-rows']).toBe(String(onDay.length));
    const dayRows = (await readXlsx(byDay.rawPayload)).rows;
    expect(dayRows.map((r) => r['Thời gian gửi'])).toEqual(onDay.map((r) => expectedRow(r, respondentName)['Thời gian gửi']));
    expect(onDay.length).toBeGreaterThan(0);
    expect(onDay.length).toBeLessThan(f.responses.length);

    const hanoi = f.responses.filter((r) => r.answers.rad === 'hn');
    const filtered = await readXlsx((await exportAnswers({ where: [{ elementId: 'rad', op: 'eq', value: 'hn' }] })).rawPayload);
    expect(filtered.rows.map((r) => r['Ghi chú (2)'])).toEqual(hanoi.map((r) => r.answers.note2));
    expect(new Set(filtered.rows.map((r) => r['Nơi ở']))).toEqual(new Set(['Hà Nội']));
  });

  it('names the file after the form and the day, with an ASCII fallback', async () => {
    const res = await exportAnswers({});
    const disposition = res.headers['content-disposition'] as string;
    const today = vietnamDay(new Date());
    expect(disposition).toContain(`filename="Khao sat y kien nguoi dan ${today}.xlsx"`);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
    expect(decodeURIComponent(encoded)).toBe(`Khảo sát ý kiến người dân ${today}.xlsx`);
    expect(disposition.startsWith('attachment;')).toBe(true);
  });
});

describe('answers export (CSV)', () => {
  it('is UTF-8 with a BOM, CRLF rows and RFC 4180 quoting, and parses back to the same values', async () => {
    const res = await exportAnswers({ format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/\.csv"; filename\*=/);
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[0]).toBe(joinedHeaders.map((h) => (h.includes('?') ? h : h)).join(','));
    expect(text).toContain('"""trích dẫn"" và xuống dòng\nhàng hai"');
    const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [headers, ...rows] = parsed.data;
    expect(headers).toEqual(joinedHeaders);
    expect(rows).toHaveLength(60);
    rows.forEach((cells, n) => {
      const expected = expectedRow(f.responses[n]!, respondentName);
      joinedHeaders.forEach((header, i) => {
        if (header === 'Thời gian nhận') return;
        const want = expected[header];
        expect(cells[i], `${header} of ${n}`).toBe(want === undefined ? '' : String(want));
      });
    });
  });
});
