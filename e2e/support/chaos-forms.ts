import { request } from '@playwright/test';
import { ADMIN_PASSWORD, CAPTCHA_ANSWER } from './app-server';

/** The questions of every chaos form, as the respondent sees them (Vietnamese interface). */
export const chaosQuestions = {
  code: 'Mã phiếu',
  household: 'Số người trong hộ',
  satisfaction: 'Mức độ hài lòng',
  options: ['Hài lòng', 'Chưa hài lòng'],
} as const;

export interface ChaosForm {
  id: number;
  shortUrl: string;
  title: string;
}

function design(title: string) {
  return {
    title,
    phases: [{
      id: 'p1',
      elements: [
        { id: 'code', kind: 'text', title: chaosQuestions.code, required: true },
        { id: 'household', kind: 'number', title: chaosQuestions.household, required: true, min: 1, max: 20 },
        {
          id: 'satisfaction', kind: 'radio', title: chaosQuestions.satisfaction, required: true,
          options: [{ id: 'yes', label: chaosQuestions.options[0] }, { id: 'no', label: chaosQuestions.options[1] }],
        },
      ],
    }],
  };
}

/** Publishes `count` single-phase forms (text + number + radio, anonymous, no captcha) straight on the server. */
export async function publishChaosForms(serverPort: number, count: number): Promise<ChaosForm[]> {
  const context = await request.newContext({ baseURL: `http://127.0.0.1:${serverPort}`, extraHTTPHeaders: { 'x-company-id': '1' } });
  try {
    const captcha = (await (await context.get('/api/v1/user/get-captcha')).json()) as { responseData: { captchaId: string } };
    const login = await context.post('/api/v1/user/login', {
      data: { username: 'admin', password: ADMIN_PASSWORD, captchaId: captcha.responseData.captchaId, captchaAnswer: CAPTCHA_ANSWER },
    });
    if (!login.ok()) throw new Error(`admin sign-in failed: ${await login.text()}`);
    const forms: ChaosForm[] = [];
    for (let i = 1; i <= count; i++) {
      const title = `Khảo sát hộ gia đình ${i} (${Date.now()})`;
      const created = await context.post('/api/v1/form/create', { data: { design: design(title) } });
      if (!created.ok()) throw new Error(`create failed: ${await created.text()}`);
      const form = ((await created.json()) as { responseData: { id: number; shortUrl: string } }).responseData;
      const published = await context.post(`/api/v1/form/publish/${form.id}`);
      if (!published.ok()) throw new Error(`publish failed: ${await published.text()}`);
      forms.push({ id: form.id, shortUrl: form.shortUrl, title });
    }
    return forms;
  } finally {
    await context.dispose();
  }
}
