import { request, type APIRequestContext } from '@playwright/test';
import { solveCaptchaReply } from '../../tests/support/captcha';
import { ADMIN_PASSWORD } from './app-server';

/** Reads the server's truth directly (not through the proxy), as the administrator. */
export class ApiProbe {
  private constructor(private readonly context: APIRequestContext) {}

  static async signIn(serverPort: number): Promise<ApiProbe> {
    const context = await request.newContext({
      baseURL: `http://127.0.0.1:${serverPort}`,
      extraHTTPHeaders: { 'x-company-id': '1' },
    });
    const captcha = await solveCaptchaReply(await (await context.get('/api/v1/user/get-captcha')).json());
    const login = await context.post('/api/v1/user/login', {
      data: { username: 'admin', password: ADMIN_PASSWORD, ...captcha },
    });
    if (!login.ok()) throw new Error(`probe sign-in failed: ${await login.text()}`);
    return new ApiProbe(context);
  }

  async responseCount(formTitle: string): Promise<number> {
    const reply = await this.context.get('/api/v1/form/list', { params: { search: formTitle, pageSize: 50 } });
    const body = (await reply.json()) as { responseData: { data: { title: string; responseCount: number }[] } };
    const form = body.responseData.data.find((f) => f.title === formTitle);
    if (!form) throw new Error(`form "${formTitle}" not found`);
    return form.responseCount;
  }

  /** A published form with one required text question; returns its short link. */
  async publishTextForm(title: string, question: string): Promise<string> {
    const design = { title, phases: [{ id: 'p1', elements: [{ id: 'q1', kind: 'text', title: question, required: true }] }] };
    const created = await this.context.post('/api/v1/form/create', { data: { design } });
    const form = ((await created.json()) as { responseData: { id: number; shortUrl: string } }).responseData;
    const published = await this.context.post(`/api/v1/form/publish/${form.id}`);
    if (!published.ok()) throw new Error(`publish failed: ${await published.text()}`);
    return form.shortUrl;
  }

  /** The form's answers as the CSV export gives them. */
  async exportCsv(formId: number): Promise<string> {
    const reply = await this.context.post(`/api/v1/form/${formId}/export-answers`, { data: { format: 'csv' } });
    if (!reply.ok()) throw new Error(`export failed: ${await reply.text()}`);
    return reply.text();
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
  }
}

export interface HomeStatistics {
  totalForms: number;
  publishedForms: number;
  expiredForms: number;
  totalAnswers: number;
}

/** What anyone may read: the home statistics, straight from the server. */
export async function homeStatistics(serverPort: number): Promise<HomeStatistics> {
  const context = await request.newContext({ baseURL: `http://127.0.0.1:${serverPort}`, extraHTTPHeaders: { 'x-company-id': '1' } });
  const body = (await (await context.get('/api/v1/form/home-statistics')).json()) as { responseData: HomeStatistics };
  await context.dispose();
  return body.responseData;
}
