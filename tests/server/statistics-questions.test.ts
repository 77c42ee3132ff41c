import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vietnamDate } from '#core/time';
import type { Answers } from '#core/answers';
import { api } from '#core/api';
import type { AnswerFilters, AnswersForFilter, GroupByQuestion, QuestionStatistics } from '#core/api';
import { foldText } from '#core/text';
import { data } from './helpers';
import { type StatisticsFixture, type SubmittedAnswer, seedStatistics } from './statistics-fixture';

let f: StatisticsFixture;
beforeAll(async () => { f = await seedStatistics(); });
afterAll(async () => { await f?.t.close(); });

const groupBy = (filters: Partial<AnswerFilters> = {}, language = 'vi') =>
  f.t.request({ method: 'POST', url: api.answersGroupByQuestion, cookie: f.people.owner, headers: { 'accept-language': language }, payload: { formId: f.form.id, ...filters } });
const stats = async (filters: Partial<AnswerFilters> = {}, language = 'vi') => {
  const res = await groupBy(filters, language);
  expect(res.statusCode, res.body).toBe(200);
  return data<GroupByQuestion>(res);
};
const question = (reply: GroupByQuestion, id: string) => reply.questions.find((q) => q.elementId === id)!;

const has = (s: SubmittedAnswer, id: string) => s.answers[id] !== undefined;
const values = (list: SubmittedAnswer[], id: string) => list.filter((s) => has(s, id)).map((s) => s.answers[id]);
const tally = (list: unknown[], key: unknown) => list.filter((v) => v === key).length;
const isOther = (v: unknown) => typeof v === 'string' && v.startsWith('other:');
const numbers = (list: SubmittedAnswer[], id: string) => values(list, id).map(Number);

/** Every count of the reply, recomputed here from what the fixture sent. */
function expectStatistics(reply: GroupByQuestion, list: SubmittedAnswer[]) {
  expect(reply.total).toBe(list.length);
  const answeredIds = ['text', 'email', 'phone', 'nationalId', 'number', 'decimal', 'date', 'datetime', 'address', 'attachment', 'radio', 'checkbox', 'dropdown', 'boolean', 'linearScale', 'rating', 'radioGrid', 'checkboxGrid', 'table'];
  expect(reply.questions.map((q) => q.elementId)).toEqual(answeredIds);
  for (const id of answeredIds) {
    const answered = values(list, id).length;
    expect({ id, answered: question(reply, id).answered, skipped: question(reply, id).skipped }).toEqual({ id, answered, skipped: list.length - answered });
  }
  const counts = (q: QuestionStatistics) => Object.fromEntries(q.buckets.map((b) => [b.key, b.count]));
  const radios = values(list, 'radio');
  expect(counts(question(reply, 'radio'))).toEqual({ yes: tally(radios, 'yes'), no: tally(radios, 'no'), other: radios.filter(isOther).length });
  const ticks = values(list, 'checkbox') as string[][];
  expect(counts(question(reply, 'checkbox'))).toEqual({
    tv: ticks.filter((t) => t.includes('tv')).length, social: ticks.filter((t) => t.includes('social')).length,
    friends: ticks.filter((t) => t.includes('friends')).length, other: ticks.filter((t) => t.some(isOther)).length,
  });
  const drops = values(list, 'dropdown');
  expect(counts(question(reply, 'dropdown'))).toEqual({ hn: tally(drops, 'hn'), hue: tally(drops, 'hue'), dn: tally(drops, 'dn'), ct: tally(drops, 'ct') });
  const bools = values(list, 'boolean');
  expect(counts(question(reply, 'boolean'))).toEqual({ true: tally(bools, true), false: tally(bools, false) });
  for (const [id, columns] of [['radioGrid', ['good', 'fair', 'poor']], ['checkboxGrid', ['original', 'copy']]] as const) {
    const rows = values(list, id) as Record<string, string | string[]>[];
    const expected = Object.keys(rows.reduce((all, r) => ({ ...all, ...r }), {}) && (id === 'radioGrid' ? { receive: 1, process: 1 } : { residence: 1, idcard: 1 })).map((rowId) => ({
      rowId, columns: columns.map((column) => rows.filter((r) => [r[rowId]].flat().includes(column)).length),
    }));
    expect(question(reply, id).grid.map((r) => ({ rowId: r.rowId, columns: r.columns.map((c) => c.count) }))).toEqual(expected);
  }
  for (const id of ['number', 'decimal', 'linearScale', 'rating']) {
    const xs = numbers(list, id);
    const numeric = question(reply, id).numeric!;
    if (xs.length === 0) {
      expect(numeric).toMatchObject({ mean: null, min: null, max: null });
      continue;
    }
    expect(numeric.mean).toBeCloseTo(xs.reduce((a, b) => a + b, 0) / xs.length, 9);
    expect([numeric.min, numeric.max]).toEqual([Math.min(...xs), Math.max(...xs)]);
  }
  for (const [id, high] of [['linearScale', 7], ['rating', 5]] as const) {
    const xs = numbers(list, id);
    expect(question(reply, id).numeric!.histogram).toEqual(Array.from({ length: high }, (_, i) => ({ from: i + 1, to: i + 1, count: tally(xs, i + 1) })));
  }
  const decimals = numbers(list, 'decimal');
  const [lo, hi] = [Math.min(...decimals), Math.max(...decimals)];
  const bins = Array.from({ length: 10 }, () => 0);
  for (const x of decimals) bins[hi === lo ? 0 : Math.min(Math.floor(((x - lo) / (hi - lo)) * 10), 9)]! += 1;
  const histogram = question(reply, 'decimal').numeric!.histogram;
  expect(histogram.map((b) => b.count)).toEqual(bins);
  expect([histogram[0]!.from, histogram[9]!.to]).toEqual([lo, hi]);
  // whole numbers: bins of a whole width covering lo..hi, each "from–to" inclusive
  const wholes = numbers(list, 'number');
  const [first, last] = [Math.min(...wholes), Math.max(...wholes)];
  const width = Math.max(1, Math.ceil((last - first + 1) / 10));
  const expectedWhole = [];
  for (let from = first; from <= last; from += width) {
    const to = Math.min(last, from + width - 1);
    expectedWhole.push({ from, to, count: wholes.filter((x) => x >= from && x <= to).length });
  }
  expect(question(reply, 'number').numeric!.histogram).toEqual(expectedWhole);
  const provinces = (values(list, 'address') as { province: string }[]).map((a) => a.province);
  expect(question(reply, 'address').buckets).toEqual([...new Set(provinces)].sort().map((code) => ({ key: code, label: f.provinces[code] ?? code, count: tally(provinces, code) })));
}

const day = (s: SubmittedAnswer) => vietnamDate(new Date(s.submittedAt));

describe('answers-group-by-question', () => {
  it('counts every question of every kind from the stored answers', async () => {
    expect(f.submitted).toHaveLength(300);
    expectStatistics(await stats(), f.submitted);
  });

  it('labels choices from the design: options in order, the other option, yes/no in the request language', async () => {
    const vi = await stats();
    expect(question(vi, 'radio').buckets.map((b) => b.label)).toEqual(['Rồi', 'Chưa', 'Ý kiến khác']);
    expect(question(vi, 'checkbox').buckets.map((b) => b.label)).toEqual(['Truyền hình', 'Mạng xã hội', 'Người quen', 'Khác']);
    expect(question(vi, 'boolean').buckets.map((b) => b.label)).toEqual(['Muốn nhận', 'Không']);
    expect(question(vi, 'radioGrid').grid[0]).toMatchObject({ rowId: 'receive', label: 'Tiếp nhận', columns: [{ label: 'Tốt' }, { label: 'Trung bình' }, { label: 'Kém' }] });
    const en = await stats({}, 'en');
    expect(question(en, 'boolean').buckets.map((b) => b.label)).toEqual(['Muốn nhận', 'No']);
    expect(question(en, 'checkbox').buckets.at(-1)!.label).toBe('Other');
    expect(vi.questions.map((q) => [q.elementId, q.chart])).toContainEqual(['attachment', 'files']);
    expect(vi.questions.map((q) => [q.elementId, q.chart])).toContainEqual(['table', 'cells']);
  });

  it('applies the date range in Vietnam days, inclusive', async () => {
    const days = [...new Set(f.submitted.map(day))].sort();
    const [from, to] = [days[2]!, days[5]!];
    const kept = f.submitted.filter((s) => day(s) >= from && day(s) <= to);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(300);
    expectStatistics(await stats({ from, to }), kept);
  });

  it('applies answer conditions: an option, a ticked box, yes/no, other, numbers, text ignoring case and accents', async () => {
    const where = (cond: { elementId: string; op: string; value: string }) => stats({ where: [cond] as AnswerFilters['where'] });
    const pick = (test: (a: Answers) => boolean) => f.submitted.filter((s) => test(s.answers));
    expectStatistics(await where({ elementId: 'radio', op: 'eq', value: 'yes' }), pick((a) => a.radio === 'yes'));
    expectStatistics(await where({ elementId: 'radio', op: 'eq', value: 'other' }), pick((a) => isOther(a.radio)));
    expectStatistics(await where({ elementId: 'checkbox', op: 'eq', value: 'social' }), pick((a) => (a.checkbox as string[] | undefined)?.includes('social') === true));
    expectStatistics(await where({ elementId: 'boolean', op: 'eq', value: 'false' }), pick((a) => a.boolean === false));
    expectStatistics(await where({ elementId: 'rating', op: 'gte', value: '4' }), pick((a) => Number(a.rating ?? 0) >= 4));
    expectStatistics(await where({ elementId: 'decimal', op: 'lte', value: '100,5'.replace(',', '.') }), pick((a) => a.decimal !== undefined && Number(a.decimal) <= 100.5));
    expectStatistics(await where({ elementId: 'address', op: 'eq', value: '79' }), pick((a) => (a.address as { province?: string } | undefined)?.province === '79'));
    const thuTuc = pick((a) => typeof a.text === 'string' && foldText(a.text).includes('thu tuc'));
    expect(thuTuc.length).toBeGreaterThan(0);
    expectStatistics(await where({ elementId: 'text', op: 'contains', value: 'THU TUC' }), thuTuc);
  });

  it('combines conditions, the respondent search and dates', async () => {
    const from = day(f.submitted[10]!);
    const kept = f.submitted.filter((s) => day(s) >= from && s.answers.dropdown === 'hn' && s.respondent !== null && foldText(s.respondent.name).includes('binh'));
    expect(kept.length).toBeGreaterThan(0);
    expectStatistics(await stats({ from, respondent: 'BÌNH', where: [{ elementId: 'dropdown', op: 'eq', value: 'hn' }] }), kept);
    expect((await stats({ respondent: 'dan-cuong' })).total).toBe(f.submitted.filter((s) => s.respondent?.username === 'dan-cuong').length);
  });

  it('refuses a number condition without a number, and a bad date, with 400', async () => {
    const bad = await groupBy({ where: [{ elementId: 'number', op: 'gte', value: 'nhiều' }] }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'where.0.value', message: 'Enter a number' }] });
    expect((await groupBy({ from: '2025-13-40' })).statusCode).toBe(400);
  });

  it('answers only the listed questions', async () => {
    const reply = await stats({ elementIds: ['rating', 'radio', 'title'] } as Partial<AnswerFilters>);
    expect(reply.questions.map((q) => q.elementId)).toEqual(['radio', 'rating']);
  });
});

describe('answers-chart', () => {
  it('gives one question with the same numbers as group-by-question, filters applied', async () => {
    const payload = { formId: f.form.id, elementId: 'dropdown', where: [{ elementId: 'boolean', op: 'eq', value: 'true' }] };
    const res = await f.t.request({ method: 'POST', url: api.answersChart, cookie: f.people.viewer, payload });
    expect(res.statusCode).toBe(200);
    const kept = f.submitted.filter((s) => s.answers.boolean === true);
    const drops = values(kept, 'dropdown');
    expect(data<QuestionStatistics>(res)).toMatchObject({ elementId: 'dropdown', chart: 'choice', answered: drops.length, skipped: kept.length - drops.length });
    expect(data<QuestionStatistics>(res).buckets.map((b) => b.count)).toEqual(['hn', 'hue', 'dn', 'ct'].map((k) => tally(drops, k)));
    const unknown = await f.t.request({ method: 'POST', url: api.answersChart, cookie: f.people.owner, payload: { formId: f.form.id, elementId: 'quote' } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('answers-for-filter', () => {
  it('offers each question its ops and choices with counts over all responses', async () => {
    const res = await f.t.request({ method: 'GET', url: api.formAnswersForFilter(f.form.id), cookie: f.people.owner });
    expect(res.statusCode).toBe(200);
    const reply = data<AnswersForFilter>(res);
    expect(reply.total).toBe(300);
    const of = (id: string) => reply.questions.find((q) => q.elementId === id)!;
    const drops = values(f.submitted, 'dropdown');
    expect(of('dropdown')).toMatchObject({ kind: 'dropdown', ops: ['eq'] });
    expect(of('dropdown').choices).toEqual([['hn', 'Hà Nội'], ['hue', 'Huế'], ['dn', 'Đà Nẵng'], ['ct', 'Cần Thơ']].map(([value, label]) => ({ value, label, count: tally(drops, value) })));
    const ratings = numbers(f.submitted, 'rating');
    expect(of('rating').choices).toEqual([1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n), count: tally(ratings, n) })));
    expect(of('text')).toMatchObject({ ops: ['eq', 'contains'], choices: [] });
    expect(of('number').ops).toEqual(['eq', 'gte', 'lte']);
  });
});
