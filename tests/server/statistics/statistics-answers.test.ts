import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vietnamDate } from '#core/time';
import { api } from '#core/api';
import type { AnswerList, AnswerRow, ChartByDate, TextAnswerList } from '#core/api';
import { foldText } from '#core/text';
import { data } from '../helpers';
import { type StatisticsFixture, type SubmittedAnswer, seedStatistics } from './statistics-fixture';

let f: StatisticsFixture;
beforeAll(async () => { f = await seedStatistics(7); });
afterAll(async () => { await f?.t.close(); });

const get = (url: string, query: Record<string, string | number> = {}, cookie = f.people.owner) =>
  f.t.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), cookie });
const newestFirst = (list: SubmittedAnswer[]) => [...list].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.responseId.localeCompare(a.responseId));
const day = (s: SubmittedAnswer) => vietnamDate(new Date(s.submittedAt));
const DAY_MS = 24 * 3600 * 1000;

describe('answers-v2 and {id}/answers', () => {
  it('pages the responses newest first, each with its answers and respondent', async () => {
    const expected = newestFirst(f.submitted);
    const page2 = data<AnswerList>(await get(api.formAnswersV2, { formId: f.form.id, page: 2, pageSize: 25 }));
    expect(page2).toMatchObject({ totalData: 300, page: 2, pageSize: 25 });
    expect(page2.data.map((r) => r.responseId)).toEqual(expected.slice(25, 50).map((s) => s.responseId));
    const first = expected[25]!;
    expect(page2.data[0]).toMatchObject({ formId: f.form.id, submittedAt: first.submittedAt, answers: first.answers, verifiedEmail: null });
    expect(page2.data[0]!.respondent).toEqual(first.respondent && { ...first.respondent, email: null });
    const legacy = data<AnswerList>(await get(api.formAnswers(f.form.id), { page: 1, pageSize: 10 }));
    expect(legacy.data.map((r) => r.responseId)).toEqual(expected.slice(0, 10).map((s) => s.responseId));
    expect(legacy.totalData).toBe(300);
  });

  it('sorts oldest first on request, and the last page is short', async () => {
    const oldest = [...newestFirst(f.submitted)].reverse();
    const last = data<AnswerList>(await get(api.formAnswersV2, { formId: f.form.id, sort: 'submittedAt', page: 4, pageSize: 80 }));
    expect(last.data.map((r) => r.responseId)).toEqual(oldest.slice(240).map((s) => s.responseId));
  });

  it('filters by dates, answers (where as JSON) and respondent', async () => {
    const days = [...new Set(f.submitted.map(day))].sort();
    const where = JSON.stringify([{ elementId: 'checkbox', op: 'eq', value: 'tv' }, { elementId: 'linearScale', op: 'gte', value: '3' }]);
    const kept = f.submitted.filter((s) => day(s) >= days[1]! && day(s) <= days[6]! && (s.answers.checkbox as string[] | undefined)?.includes('tv') && Number(s.answers.linearScale ?? 0) >= 3);
    const reply = data<AnswerList>(await get(api.formAnswersV2, { formId: f.form.id, from: days[1]!, to: days[6]!, where, pageSize: 200 }));
    expect(reply.totalData).toBe(kept.length);
    expect(reply.data.map((r) => r.responseId)).toEqual(newestFirst(kept).map((s) => s.responseId));
    const an = f.submitted.filter((s) => s.respondent && foldText(s.respondent.name).includes('van an'));
    expect((data<AnswerList>(await get(api.formAnswersV2, { formId: f.form.id, respondent: 'văn AN' }))).totalData).toBe(an.length);
    const bad = await get(api.formAnswersV2, { formId: f.form.id, where: '[{"elementId":"number","op":"lte"' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('{id}/answers/{responseId}', () => {
  it('gives one response, and 404 for an unknown one', async () => {
    const one = f.submitted.find((s) => s.respondent !== null)!;
    const res = await get(api.formAnswerDetail(f.form.id, one.responseId));
    expect(res.statusCode).toBe(200);
    expect(data<AnswerRow>(res)).toMatchObject({ responseId: one.responseId, submittedAt: one.submittedAt, answers: one.answers, respondent: { userId: one.respondent!.userId, name: one.respondent!.name } });
    expect((await get(api.formAnswerDetail(f.form.id, randomUUID()))).statusCode).toBe(404);
  });

  it('names the provinces of address answers the locality list knows, and leaves unknown codes out', async () => {
    const province = (s: SubmittedAnswer) => (s.answers.address as { province?: string } | undefined)?.province;
    const named = f.submitted.find((s) => { const code = province(s); return code !== undefined && f.provinces[code]; })!;
    const code = province(named)!;
    expect(data<AnswerRow>(await get(api.formAnswerDetail(f.form.id, named.responseId))).places).toEqual({ [`vn-2025-03:${code}`]: f.provinces[code] });
    const unnamed = f.submitted.find((s) => { const c = province(s); return c !== undefined && !f.provinces[c]; });
    if (unnamed) expect(data<AnswerRow>(await get(api.formAnswerDetail(f.form.id, unnamed.responseId))).places).toBeUndefined();
  });
});

describe('answers-chart-table-text', () => {
  it('lists one question\'s answers newest first, searchable ignoring case and accents', async () => {
    const texts = newestFirst(f.submitted).filter((s) => typeof s.answers.text === 'string');
    const page = data<TextAnswerList>(await get(api.answersChartTableText, { formId: f.form.id, elementId: 'text', page: 2, pageSize: 7 }));
    expect(page.totalData).toBe(texts.length);
    expect(page.data).toEqual(texts.slice(7, 14).map((s) => ({ responseId: s.responseId, submittedAt: s.submittedAt, text: s.answers.text })));
    const found = texts.filter((s) => foldText(s.answers.text as string).includes('thu tuc'));
    const search = data<TextAnswerList>(await get(api.answersChartTableText, { formId: f.form.id, elementId: 'text', search: 'THỦ TUC', pageSize: 200 }));
    expect(search.data.map((r) => r.responseId)).toEqual(found.map((s) => s.responseId));
    expect((await get(api.answersChartTableText, { formId: f.form.id, elementId: 'nope' })).statusCode).toBe(400);
  });
});

describe('answers-chart-by-date', () => {
  it('counts answers per Vietnam day over the last days, days without answers included', async () => {
    const today = vietnamDate(new Date());
    const dates = Array.from({ length: 14 }, (_, i) => vietnamDate(new Date(Date.parse(`${today}T12:00:00+07:00`) - (13 - i) * DAY_MS)));
    const reply = data<ChartByDate>(await get(api.answersChartByDate, { formId: f.form.id, days: 14 }));
    expect(reply.days).toEqual(dates.map((date) => ({ date, count: f.submitted.filter((s) => day(s) === date).length })));
    expect(reply.total).toBe(300);
    expect(reply.days.slice(0, 3).every((d) => d.count === 0)).toBe(true);
    const three = data<ChartByDate>(await get(api.answersChartByDate, { formId: f.form.id, days: 3 }));
    expect(three.total).toBe(f.submitted.filter((s) => day(s) >= dates[11]!).length);
    expect(three.days.map((d) => d.date)).toEqual(dates.slice(11));
  });
});
