import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportInfo } from '#core/api';
import { api } from '#core/api';
import type { InjectOptions } from 'fastify';
import { type ExportFixture, seedExportForm } from './exports-fixture';
import { joinedHeaders, vietnamDay } from './exports-expected';
import { type TestApp, createTestApp, createUser, data, otherCompanyUser, shareFormRow, signIn } from '../helpers';

let t: TestApp;
let f: ExportFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedExportForm(t);
});
afterAll(async () => { await t.close(); });

type Call = InjectOptions & { url: string };
const calls = (formId: number): Call[] => [
  { method: 'GET', url: api.exportInfoResponse(formId) },
  { method: 'POST', url: api.exportAnswers(formId), payload: {} },
  { method: 'GET', url: `${api.exportQuestionResponse(formId)}?elementId=rad` },
  { method: 'POST', url: api.exportQuestionStatistical, payload: { formId } },
];

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(body).buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: true }, (row) => { rows.push((row.values as unknown[]).slice(1)); });
  return rows;
}

describe('who may export', () => {
  it('refuses a stranger of the company (403), another company (404 there, no access here) and an anonymous visitor (401) in the JSON envelope', async () => {
    await createUser(t, { username: 'la', password: 'Pass-word1' });
    const stranger = await signIn(t, 'la', 'Pass-word1');
    const outsider = await otherCompanyUser(t);
    for (const call of calls(f.form.id)) {
      const asStranger = await t.request({ ...call, cookie: stranger });
      expect(asStranger.statusCode, call.url).toBe(403);
      expect(asStranger.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      const asOutsider = await t.app.inject({ ...call, headers: { ...outsider.headers, cookie: outsider.cookie } });
      // in the outsider's own company the form does not exist
      expect(asOutsider.statusCode, call.url).toBe(404);
      expect(asOutsider.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      const crossing = await t.request({ ...call, cookie: outsider.cookie });
      expect([401, 403], call.url).toContain(crossing.statusCode);
      const anonymous = await t.request(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('lets a shared viewer export, and answers 404 for an unknown form', async () => {
    const viewer = await createUser(t, { username: 'xem', password: 'Pass-word1' });
    await shareFormRow(t, f.form.id, viewer.id, 2);
    const cookie = await signIn(t, 'xem', 'Pass-word1');
    for (const call of calls(f.form.id)) expect((await t.request({ ...call, cookie })).statusCode, call.url).toBe(200);
    for (const call of calls(999_999)) expect((await t.request({ ...call, cookie: f.owner })).statusCode, call.url).toBe(404);
  });

  it('answers a bad body or query with a 400 envelope before any byte of a file', async () => {
    const bad: Call[] = [
      { method: 'POST', url: api.exportAnswers(f.form.id), payload: { format: 'pdf' } },
      { method: 'POST', url: api.exportAnswers(f.form.id), payload: { multiChoice: 'spread' } },
      { method: 'POST', url: api.exportAnswers(f.form.id), payload: { from: '2026-13-45' } },
      { method: 'POST', url: api.exportAnswers(f.form.id), payload: { where: [{ elementId: 'num', op: 'gte', value: 'nhiều' }] } },
      { method: 'GET', url: `${api.exportQuestionResponse(f.form.id)}?elementId=intro` },
      { method: 'GET', url: `${api.exportQuestionResponse(f.form.id)}?elementId=rad&format=doc` },
      { method: 'GET', url: `${api.exportInfoResponse(f.form.id)}?multiChoice=x` },
      { method: 'POST', url: api.exportQuestionStatistical, payload: { formId: 'abc' } },
    ];
    for (const call of bad) {
      const res = await t.request({ ...call, cookie: f.owner });
      expect(res.statusCode, JSON.stringify(call)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });
});

describe('export info', () => {
  it('lists the columns, the response count and the file name', async () => {
    const info = data<ExportInfo>(await t.request({ method: 'GET', url: api.exportInfoResponse(f.form.id), cookie: f.owner }));
    expect(info.responses).toBe(60);
    expect(info.columns.map((c) => c.header)).toEqual(joinedHeaders);
    expect(info.columns.find((c) => c.header === 'Đánh giá - Giá')?.elementId).toBe('rg');
    expect(info.columns[0]!.elementId).toBeNull();
    expect(info.fileName).toBe(`Khảo sát ý kiến người dân ${vietnamDay(new Date())}`);
    const spread = data<ExportInfo>(await t.request({ method: 'GET', url: `${api.exportInfoResponse(f.form.id)}?multiChoice=columns`, cookie: f.owner }));
    expect(spread.columns).toHaveLength(joinedHeaders.length + 3);
    const english = data<ExportInfo>(await t.request({ method: 'GET', url: api.exportInfoResponse(f.form.id), cookie: f.owner, headers: { 'accept-language': 'en-GB' } }));
    expect(english.columns.map((c) => c.header).filter((_, i) => info.columns[i]!.elementId === null))
      .toEqual(['Submitted at', 'Respondent', 'Received at', 'Verified email', 'Verified phone', 'Form version', 'Response id']);
    expect(english.columns.find((c) => c.elementId === 'grd')?.header).toBe('Thành viên - Row 1 - Tên');
  });
});

describe('one question', () => {
  it('exports every answer to the question, one row per response that answered it', async () => {
    const res = await t.request({ method: 'GET', url: `${api.exportQuestionResponse(f.form.id)}?elementId=txt&format=csv`, cookie: f.owner });
    expect(res.statusCode).toBe(200);
    const answered = f.responses.filter((r) => r.answers.txt !== undefined);
    expect(res.headers['x-total-rows']).toBe(String(answered.length));
    const [headers, ...rows] = Papa.parse<string[]>(res.rawPayload.toString('utf8').slice(1), { skipEmptyLines: true }).data;
    expect(headers).toEqual(['Thời gian gửi', 'Người trả lời', 'Ý kiến của bạn']);
    expect(rows.map((r) => r[2])).toEqual(answered.map((r) => r.answers.txt));
  });
});

describe('statistics export', () => {
  it('writes per question its counts and percentages, matching counts made from the submitted answers', async () => {
    const res = await t.request({ method: 'POST', url: api.exportQuestionStatistical, cookie: f.owner, payload: { formId: f.form.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-rows']).toBe('60');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual([f.form.title]);
    expect(rows[1]).toEqual(['Số câu trả lời', 60]);
    const section = (title: string) => {
      const start = rows.findIndex((r) => r.length === 1 && r[0] === title);
      const end = rows.findIndex((r, i) => i > start && r.length === 0);
      return rows.slice(start, end === -1 ? undefined : end);
    };
    const lineOf = (title: string, name: string) => section(title).find((r) => r[0] === name);

    const rad = f.responses.map((r) => r.answers.rad);
    const hn = rad.filter((v) => v === 'hn').length;
    expect(lineOf('Nơi ở', 'Đã trả lời')).toEqual(['Đã trả lời', 60, 'Bỏ qua', 0]);
    expect(lineOf('Nơi ở', 'Hà Nội')).toEqual(['Hà Nội', hn, Math.round((hn / 60) * 1000) / 10]);

    const chk = f.responses.filter((r) => r.answers.chk !== undefined);
    const reading = chk.filter((r) => (r.answers.chk as string[]).includes('doc')).length;
    expect(lineOf('Sở thích', 'Đã trả lời')).toEqual(['Đã trả lời', chk.length, 'Bỏ qua', 60 - chk.length]);
    expect(lineOf('Sở thích', 'Đọc sách')).toEqual(['Đọc sách', reading, Math.round((reading / chk.length) * 1000) / 10]);

    const ages = f.responses.flatMap((r) => (typeof r.answers.num === 'number' ? [r.answers.num] : []));
    expect(lineOf('Tuổi', 'Nhỏ nhất')).toEqual(['Nhỏ nhất', Math.min(...ages)]);
    expect(lineOf('Tuổi', 'Lớn nhất')).toEqual(['Lớn nhất', Math.max(...ages)]);
    expect(lineOf('Tuổi', 'Trung bình')![1]).toBeCloseTo(ages.reduce((s, a) => s + a, 0) / ages.length, 6);

    const goodPrice = f.responses.filter((r) => (r.answers.rg as Record<string, string>).gia === 'tot').length;
    expect(section('Đánh giá').find((r) => r[0] === 'Giá' && r[1] === 'Tốt')?.[2]).toBe(goodPrice);
  });

  it('applies the filters and writes CSV too', async () => {
    const res = await t.request({
      method: 'POST', url: api.exportQuestionStatistical, cookie: f.owner,
      payload: { formId: f.form.id, format: 'csv', where: [{ elementId: 'yn', op: 'eq', value: 'true' }] },
    });
    const agreeing = f.responses.filter((r) => r.answers.yn === true).length;
    expect(res.headers['x-total-rows']).toBe(String(agreeing));
    const rows = Papa.parse<string[]>(res.rawPayload.toString('utf8').slice(1), { skipEmptyLines: true }).data;
    expect(rows[1]).toEqual(['Số câu trả lời', String(agreeing)]);
  });
});
