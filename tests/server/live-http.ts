import { randomUUID } from 'node:crypto';
import { api } from '#core/api';
import type { FormSettings } from '#core/forms';
import { solveCaptchaReply } from '../support/captcha';
import { sampleDesign } from './helpers';

/** The API of a running server over real HTTP (not inject), as a device or a browser calls it. */
export class LiveApi {
  constructor(readonly baseUrl: string, private readonly companyId = 1, public cookie = '') {}

  async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
    const reply = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'x-company-id': String(this.companyId),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await reply.text();
    return { status: reply.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: reply.headers };
  }

  async data<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const reply = await this.call(method, path, body);
    if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.json)}`);
    return reply.json.responseData as T;
  }

  /** Signs in through the captcha, solved here; later calls carry the session. */
  async signIn(username: string, password: string): Promise<this> {
    const captcha = await solveCaptchaReply((await this.call('GET', api.captcha)).json);
    const reply = await fetch(`${this.baseUrl}${api.login}`, {
      method: 'POST',
      headers: { 'x-company-id': String(this.companyId), 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, ...captcha }),
    });
    if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${await reply.text()}`);
    const sid = reply.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (!sid) throw new Error('no session cookie');
    this.cookie = sid.split(';')[0] ?? '';
    return this;
  }

  /** A published sample form (helpers' sampleDesign) with these settings; returns its id. */
  async publishedForm(settings: Partial<FormSettings>): Promise<number> {
    const form = await this.data<{ id: number }>('POST', api.formCreate, { design: { ...sampleDesign(), settings } });
    await this.data('POST', api.formPublish(form.id));
    return form.id;
  }

  submit(formId: number, extra: object = {}) {
    return this.call('POST', api.saveResponse, { responseId: randomUUID(), formId, answers: { q1: 'Lan' }, ...extra });
  }
}
