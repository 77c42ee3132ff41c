import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { Answers } from '#core/answers';
import type { FormDesignInput } from '#core/forms';
import { type CreatedForm, type TestApp, createForm, createTestApp, signIn } from '../helpers';

/** Answers an attacker types so that the analyst's spreadsheet would run them. */
const hyperlink = '=HYPERLINK("http://evil","x")';
const design: FormDesignInput = {
  title: 'Formulae',
  logic: [],
  phases: [{ id: 'p1', elements: [
    { id: 'a', kind: 'text', title: '=1+1', multiline: true },
    { id: 'b', kind: 'text', title: 'B' },
    { id: 'n', kind: 'number', title: 'N', min: -100, max: 100 },
  ] }],
};
const attacks: readonly Answers[] = [
  { a: hyperlink, b: '@SUM(1,2)', n: -5 },
  { a: '=cmd|\' /C calc\'!A0\nsecond line', b: '+1-2', n: -8 },
  { a: '\t=1+2', b: '-2+3', n: 3 },
];
/** What the analyst reads in each row: the text as typed behind a ', numbers as numbers. */
const expected = [
  { a: `'${hyperlink}`, b: "'@SUM(1,2)", n: -5 },
  { a: "'=cmd|' /C calc'!A0\nsecond line", b: "'+1-2", n: -8 },
  { a: "'\t=1+2", b: "'-2+3", n: 3 },
];

let t: TestApp;
let owner: string;
let form: CreatedForm;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t);
  form = await createForm(t, owner, design);
  for (const [n, answers] of attacks.entries()) {
    const submittedAt = new Date(Date.UTC(2026, 0, 1, n)).toISOString();
    const res = await t.request({ method: 'POST', url: api.saveResponse, payload: { responseId: randomUUID(), formId: form.id, formVersion: form.version, answers, submittedAt } });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => { await t.close(); });

const exportAnswers = (format: 'csv' | 'xlsx') =>
  t.request({ method: 'POST', url: api.exportAnswers(form.id), cookie: owner, payload: { format } });

describe('answers that look like formulae reach the spreadsheet as text', () => {
  it('XLSX: text cells, never formulae; a negative number answer stays a number', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array((await exportAnswers('xlsx')).rawPayload).buffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (title: string) => headers.indexOf(title) + 1;
    expect(sheet.getRow(1).getCell(column("'=1+1")).type).toBe(ExcelJS.ValueType.String);
    expected.forEach((want, i) => {
      const row = sheet.getRow(i + 2);
      for (const title of ["'=1+1", 'B']) {
        const cell = row.getCell(column(title));
        expect(cell.type, `${title} of ${i}`).toBe(ExcelJS.ValueType.String);
        expect(cell.formula).toBeUndefined();
      }
      expect(row.getCell(column("'=1+1")).value).toBe(want.a);
      expect(row.getCell(column('B')).value).toBe(want.b);
      const number = row.getCell(column('N'));
      expect(number.type).toBe(ExcelJS.ValueType.Number);
      expect(number.value).toBe(want.n);
    });
  });

  it('CSV: the same guard, also for text over several lines; numbers unquoted', async () => {
    const text = (await exportAnswers('csv')).rawPayload.toString('utf8').slice(1);
    const [headers, ...rows] = Papa.parse<string[]>(text, { newline: '\r\n', skipEmptyLines: true }).data;
    const column = (title: string) => headers!.indexOf(title);
    expect(column("'=1+1")).toBeGreaterThan(-1);
    expected.forEach((want, i) => {
      const cells = rows[i]!;
      expect(cells[column("'=1+1")]).toBe(want.a);
      expect(cells[column('B')]).toBe(want.b);
      expect(cells[column('N')]).toBe(String(want.n));
    });
  });
});
