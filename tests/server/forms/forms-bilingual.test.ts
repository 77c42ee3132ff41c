import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { FormDesignInput, FormDetail, PublicForm } from '#core/forms';
import { submitTo } from '../answering-helpers';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, signIn } from '../helpers';

/** A bilingual form: English texts beside the Vietnamese ones, one option left in Vietnamese only. */
const bilingualDesign: FormDesignInput = {
  title: 'Khảo sát giao thông',
  description: '<p>Mô tả</p>',
  translations: { en: { title: 'Traffic survey', description: '<p>About<script>alert(1)</script></p>' } },
  settings: { languages: ['vi', 'en'] },
  phases: [{ id: 'p1', title: 'Trang một', translations: { en: { title: 'Page one' } }, elements: [
    { id: 'q1', kind: 'radio', title: 'Bạn đi bằng gì?', translations: { en: { title: 'How do you travel?' } },
      options: [
        { id: 'bus', label: 'Xe buýt', translations: { en: { label: 'Bus' } } },
        { id: 'bike', label: 'Xe đạp', translations: { en: { label: 'Bicycle' } } },
        { id: 'walk', label: 'Đi bộ' },
      ] },
  ] }],
};

let t: TestApp;
let owner: string;
let form: CreatedForm;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t); // an administrator publishes without review
  form = await createForm(t, owner, bilingualDesign);
  for (const choice of ['bus', 'bus', 'walk']) {
    const saved = await submitTo(t, { responseId: randomUUID(), formId: form.id, formVersion: form.version, answers: { q1: choice } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});
afterAll(async () => { await t.close(); });

const detail = async (id: number) => data<FormDetail>(await t.request({ method: 'GET', url: api.formDetail(id), cookie: owner }));

describe('a bilingual design', () => {
  it('is stored and read back with its English texts, the English rich text sanitised', async () => {
    const { design } = await detail(form.id);
    expect(design.settings.languages).toEqual(['vi', 'en']);
    expect(design.translations?.en?.title).toBe('Traffic survey');
    expect(design.translations?.en?.description).toBe('<p>About</p>');
    expect(design.phases[0]?.elements[0]?.options?.map((o) => o.translations?.en?.label)).toEqual(['Bus', 'Bicycle', undefined]);
  });

  it('keeps a design without English exactly as before: no languages, no translations', async () => {
    const old = await createForm(t, owner, { title: 'Cũ', phases: [{ id: 'p1', elements: [{ id: 'q', kind: 'text', title: 'Tên' }] }] });
    const { design } = await detail(old.id);
    expect(design.settings.languages).toBeUndefined();
    expect(JSON.stringify(design)).not.toContain('translations');
  });

  it('refuses an English text over the limit of its Vietnamese one with a 400, writing nothing', async () => {
    const tooLong = { ...bilingualDesign, translations: { en: { title: 'x'.repeat(501) } } };
    const res = await t.request({ method: 'POST', url: api.formCreate, cookie: owner, payload: { design: tooLong } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ success: boolean }>().success).toBe(false);
  });

  it('stores the answers as option ids whatever the language the respondent read', async () => {
    const res = await t.request({ method: 'POST', url: api.answersGroupByQuestion, cookie: owner, payload: { formId: form.id } });
    const question = data<{ questions: { buckets: { key: string; count: number }[] }[] }>(res).questions[0];
    expect(question?.buckets.filter((c) => c.count > 0).map((c) => [c.key, c.count])).toEqual([['bus', 2], ['walk', 1]]);
  });

  it('is served to respondents whole, so their page can show either language', async () => {
    const res = await t.request({ method: 'GET', url: api.formByShortUrl(form.shortUrl) });
    expect(data<PublicForm>(res).design.translations?.en?.title).toBe('Traffic survey');
  });
});

describe('a closed bilingual form', () => {
  it('explains itself with the inactive message in the reader\'s language', async () => {
    const closed = await createForm(t, owner, {
      ...bilingualDesign,
      settings: { languages: ['vi', 'en'], inactiveMessage: 'Đã đóng', translations: { en: { inactiveMessage: 'Closed for now' } } },
    }, false);
    const message = async (language: string) => {
      const res = await t.request({ method: 'GET', url: api.formByShortUrl(closed.shortUrl), headers: { 'accept-language': language } });
      expect(res.statusCode).toBe(403);
      return res.json<{ errors?: { field: string; message: string }[] }>().errors?.find((e) => e.field === 'inactiveMessage')?.message;
    };
    expect(await message('en')).toBe('Closed for now');
    expect(await message('vi')).toBe('Đã đóng');
  });
});

describe('statistics and exports in a language', () => {
  const statistics = (query: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: `${api.answersGroupByQuestion}${query}`, cookie: owner, headers, payload: { formId: form.id } });
  const labels = (res: Awaited<ReturnType<typeof statistics>>) => {
    const [question] = data<{ questions: { title: string; buckets: { label: string }[] }[] }>(res).questions;
    return { title: question?.title, options: question?.buckets.map((c) => c.label).slice(0, 3) };
  };

  it('labels questions and options in English with lang=en, falling back to Vietnamese where English is missing', async () => {
    expect(labels(await statistics('?lang=en'))).toEqual({ title: 'How do you travel?', options: ['Bus', 'Bicycle', 'Đi bộ'] });
  });

  it('labels them in Vietnamese with lang=vi, and by the caller\'s language when lang is absent', async () => {
    expect(labels(await statistics('?lang=vi', { 'accept-language': 'en' })).title).toBe('Bạn đi bằng gì?');
    expect(labels(await statistics('', { 'accept-language': 'en' })).title).toBe('How do you travel?');
    expect(labels(await statistics('')).title).toBe('Bạn đi bằng gì?');
  });

  it('refuses an unknown language with a 400 in the envelope', async () => {
    const res = await statistics('?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ success: boolean; code: string }>()).toMatchObject({ success: false });
  });

  it('writes a CSV export with English headers and option labels', async () => {
    const res = await t.request({ method: 'POST', url: `${api.exportAnswers(form.id)}?lang=en`, cookie: owner, payload: { format: 'csv' } });
    expect(res.statusCode).toBe(200);
    const text = res.body.replace(/^\uFEFF/, '');
    expect(text).toContain('How do you travel?');
    expect(text).not.toContain('Bạn đi bằng gì?');
    expect(text.match(/Bus/g)).toHaveLength(2);
    expect(text).toContain('Đi bộ');
  });

  it('writes the same export in Vietnamese with lang=vi', async () => {
    const res = await t.request({ method: 'POST', url: `${api.exportAnswers(form.id)}?lang=vi`, cookie: owner, payload: { format: 'csv' } });
    const text = res.body;
    expect(text).toContain('Bạn đi bằng gì?');
    expect(text.match(/Xe buýt/g)).toHaveLength(2);
  });

  it('names the columns of an export in English in the export preview', async () => {
    const res = await t.request({ method: 'GET', url: `${api.exportInfoResponse(form.id)}?lang=en`, cookie: owner });
    expect(data<{ columns: { header: string; elementId: string | null }[] }>(res).columns.find((c) => c.elementId === 'q1')?.header).toBe('How do you travel?');
  });
});
