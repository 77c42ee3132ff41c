import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { AnswerRow, GroupByQuestion } from '#core/api';
import type { FormDesignInput } from '#core/forms';
import { submitTo } from '../answering-helpers';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, signIn } from '../helpers';

const OFFICIAL_EXCERPT = new URL('../fixtures/localities-excerpt-2025-03.json', import.meta.url);

/** A form made before lists were named (no list: the three-level list) beside one on the shipped two-level list. */
const design: FormDesignInput = {
  title: 'Nơi ở',
  phases: [{
    id: 'p1',
    elements: [
      { id: 'before', kind: 'address', title: 'Nơi ở năm 2024', addressLevels: ['province', 'district', 'commune'] },
      { id: 'after', kind: 'address', title: 'Nơi ở hiện nay', localityList: 'vn-2025-07', addressLevels: ['province', 'commune'] },
    ],
  }],
};

let t: TestApp;
let admin: string;
let form: CreatedForm;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  const excerpt: unknown = JSON.parse(readFileSync(OFFICIAL_EXCERPT, 'utf8'));
  const imported = await t.request({ method: 'POST', url: `${api.localityImport}?list=vn-2025-03`, cookie: admin, payload: excerpt as object });
  expect(imported.statusCode, imported.body).toBe(200);
  form = await createForm(t, admin, design);
});
afterAll(() => t.close());

const answers = {
  before: { province: '01', district: '001', commune: '00001' },
  after: { province: '01', commune: '10101003', list: 'vn-2025-07' },
};

describe('an answer keeps the names of the list it was given in', () => {
  let responseId: string;
  beforeAll(async () => {
    responseId = randomUUID();
    const saved = await submitTo(t, { responseId, formId: form.id, formVersion: form.version, answers });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('the answer detail names each code in its own list (Hà Nội is "01" in both)', async () => {
    const row = data<AnswerRow>(await t.request({ method: 'GET', url: api.formAnswerDetail(form.id, responseId), cookie: admin }));
    expect(row.answers).toEqual(answers);
    expect(row.places).toEqual({
      'vn-2025-03:01': 'Thành phố Hà Nội', 'vn-2025-03:001': 'Quận Ba Đình', 'vn-2025-03:00001': 'Phường Phúc Xá',
      'vn-2025-07:01': 'Hà Nội', 'vn-2025-07:10101003': 'Phường Ba Đình',
    });
  });

  it('the export writes the names of each answer\'s list', async () => {
    const res = await t.request({ method: 'POST', url: api.exportAnswers(form.id), cookie: admin, payload: { format: 'csv' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội');
    expect(res.body).toContain('Phường Ba Đình, Hà Nội');
  });

  it('the statistics name the provinces in each answer\'s list', async () => {
    const res = await t.request({ method: 'POST', url: api.answersGroupByQuestion, cookie: admin, payload: { formId: form.id } });
    const reply = data<GroupByQuestion>(res);
    const buckets = (id: string) => reply.questions.find((q) => q.elementId === id)?.buckets;
    expect(buckets('before')).toEqual([{ key: '01', label: 'Thành phố Hà Nội', count: 1 }]);
    expect(buckets('after')).toEqual([{ key: '01', label: 'Hà Nội', count: 1 }]);
  });

  it('refuses an answer on the two-level element that names no list or the other one, storing nothing', async () => {
    for (const after of [{ province: '01', commune: '10101003' }, { province: '01', commune: '10101003', list: 'vn-2025-03' }]) {
      const refused = await submitTo(t, { responseId: randomUUID(), formId: form.id, formVersion: form.version, answers: { after } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });
});
