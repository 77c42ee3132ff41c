import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#core/api';
import type { AnswerRow } from '#core/api';
import { convertSurveyJs } from '#server/form-import/surveyjs/index';
import { submitTo } from '../answering-helpers';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, signIn } from '../helpers';

/** A citizen feedback survey written the way the SurveyJS Creator writes it: two pages, a panel, logic, validators. */
const survey = {
  title: { default: 'Public service feedback', vi: 'Góp ý dịch vụ công' },
  completedHtml: '<h3>Cảm ơn bạn đã góp ý!</h3>',
  pages: [
    {
      name: 'about',
      title: 'Về bạn',
      elements: [
        { type: 'text', name: 'fullName', title: 'Họ và tên', isRequired: true },
        { type: 'text', name: 'age', title: 'Tuổi', inputType: 'number', validators: [{ type: 'numeric', minValue: 16, maxValue: 100, allowDigits: false }] },
        { type: 'radiogroup', name: 'visited', title: 'Bạn đã đến bộ phận một cửa chưa?', isRequired: true, choices: [{ value: 'yes', text: 'Rồi' }, { value: 'no', text: 'Chưa' }] },
      ],
    },
    {
      name: 'visit',
      title: 'Lần đến gần nhất',
      elements: [
        {
          type: 'panel', name: 'visitPanel', title: 'Chi tiết', visibleIf: "{visited} = 'yes'",
          elements: [
            { type: 'rating', name: 'satisfaction', title: 'Mức độ hài lòng', rateMax: 5, isRequired: true },
            { type: 'checkbox', name: 'issues', title: 'Bạn gặp vấn đề gì?', choices: ['Chờ lâu', 'Thiếu hướng dẫn'], showOtherItem: true },
          ],
        },
        { type: 'comment', name: 'ideas', title: 'Đề xuất của bạn', validators: [{ type: 'text', maxLength: 500 }] },
      ],
    },
  ],
};

let t: TestApp;
let admin: string;
let form: CreatedForm;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
  form = await createForm(t, admin, convertSurveyJs(survey).design);
});
afterAll(() => t.close());

async function answer(answers: Record<string, unknown>) {
  const responseId = randomUUID();
  const saved = await submitTo(t, { responseId, formId: form.id, formVersion: form.version, answers });
  return { saved, responseId };
}

describe('a form imported from SurveyJS takes answers like one made in the designer', () => {
  it('stores an answer that follows the logic, exactly as given', async () => {
    const answers = { fullName: 'Trần Thị B', age: 34, visited: 'yes', satisfaction: 4, issues: ['Cho_lau', 'other:Không có chỗ gửi xe'], ideas: 'Thêm ghế chờ' };
    const { saved, responseId } = await answer(answers);
    expect(saved.statusCode, saved.body).toBe(200);
    const row = data<AnswerRow>(await t.request({ method: 'GET', url: api.formAnswerDetail(form.id, responseId), cookie: admin }));
    expect(row.answers).toEqual(answers);
  });

  it('judges answers by the imported validators and required questions', async () => {
    const { saved } = await answer({ fullName: 'A', age: 12.5, visited: 'yes' });
    expect(saved.statusCode).toBe(400);
    const fields = (saved.json<{ errors: { field: string }[] }>()).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['age', 'satisfaction']);
  });

  it('drops the answers to the panel hidden by visibleIf', async () => {
    const { saved, responseId } = await answer({ fullName: 'Lê Văn C', visited: 'no', satisfaction: 1, issues: ['Cho_lau'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = data<AnswerRow>(await t.request({ method: 'GET', url: api.formAnswerDetail(form.id, responseId), cookie: admin }));
    expect(row.answers).toEqual({ fullName: 'Lê Văn C', visited: 'no' });
  });
});
