import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebhookItem, type WebhookSaved, api } from '#core/api';
import { type CreatedForm, type TestApp, createForm, createTestApp, createUser, data, otherCompanyUser, shareFormRow, signIn } from '../helpers';

let t: TestApp;
let owner: string;
let form: CreatedForm;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { username: 'hook-owner', password: 'Owner-Pass1' });
  owner = await signIn(t, 'hook-owner', 'Owner-Pass1');
  form = await createForm(t, owner);
});
afterAll(async () => { await t.close(); });

const add = (payload: object, cookie = owner) => t.request({ method: 'POST', url: api.formWebhooks(form.id), cookie, payload, headers: en });
const fieldErrors = (res: { json: <T>() => T }) => res.json<{ code: string; errors?: { field: string; message: string }[] }>();

describe('managing webhooks', () => {
  it('shows the secret once at creation and never in the list; a new secret only on request', async () => {
    const created = data<WebhookSaved>(await add({ url: 'https://receiver.example.org/hooks?x=1' }));
    expect(created.secret).toMatch(/^whsec_[\w-]{40,}$/);
    expect(created).toMatchObject({ formId: form.id, url: 'https://receiver.example.org/hooks?x=1', active: true, pending: 0 });
    const list = await t.request({ method: 'GET', url: api.formWebhooks(form.id), cookie: owner });
    expect(list.body).not.toContain(created.secret);
    expect(data<WebhookItem[]>(list).map((w) => w.id)).toContain(created.id);

    const paused = data<WebhookSaved>(await t.request({ method: 'PUT', url: api.formWebhook(form.id, created.id), cookie: owner, payload: { url: created.url, active: false } }));
    expect(paused).toMatchObject({ active: false });
    expect(paused.secret).toBeUndefined();
    const renewed = data<WebhookSaved>(await t.request({ method: 'PUT', url: api.formWebhook(form.id, created.id), cookie: owner, payload: { url: created.url, active: true, regenerateSecret: true } }));
    expect(renewed.secret).toMatch(/^whsec_/);
    expect(renewed.secret).not.toBe(created.secret);

    expect((await t.request({ method: 'DELETE', url: api.formWebhook(form.id, created.id), cookie: owner })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: api.formWebhookDeliveries(form.id, created.id), cookie: owner })).statusCode).toBe(404);
  });

  it('refuses targets that are not https, or that point into private or link-local networks, with the field named', async () => {
    const cases: [string, string][] = [
      ['ftp://example.org/x', 'Enter a full web address starting with https://, without a user name, password or #'],
      ['https://user:pw@example.org/x', 'Enter a full web address starting with https://, without a user name, password or #'],
      ['http://example.org/x', 'The address must start with https://'],
      ['https://10.1.2.3/x', 'This address points into a private or local network; webhooks are sent only to public addresses'],
      ['https://169.254.169.254/latest/meta-data', 'This address points into a private or local network; webhooks are sent only to public addresses'],
      ['https://[fd00::1]/x', 'This address points into a private or local network; webhooks are sent only to public addresses'],
      ['https://192.168.1.1/x', 'This address points into a private or local network; webhooks are sent only to public addresses'],
    ];
    for (const [url, message] of cases) {
      const res = await add({ url });
      expect(res.statusCode, url).toBe(400);
      expect(fieldErrors(res), url).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'url', message }] });
    }
    const vi = await t.request({ method: 'POST', url: api.formWebhooks(form.id), cookie: owner, payload: { url: 'http://example.org/x' }, headers: { 'accept-language': 'vi' } });
    expect(fieldErrors(vi).errors).toEqual([{ field: 'url', message: 'Địa chỉ phải bắt đầu bằng https://' }]);
    expect(data<WebhookItem[]>(await t.request({ method: 'GET', url: api.formWebhooks(form.id), cookie: owner }))).toEqual([]);
  });

  it('allows plain http to loopback outside production only', async () => {
    const res = await add({ url: 'http://127.0.0.1:9/hook' });
    expect(res.statusCode).toBe(200);
    await t.request({ method: 'DELETE', url: api.formWebhook(form.id, data<WebhookSaved>(res).id), cookie: owner });
    const production = await createTestApp({ production: true });
    try {
      const admin = await signIn(production);
      const other = await createForm(production, admin);
      const refused = await production.request({ method: 'POST', url: api.formWebhooks(other.id), cookie: admin, payload: { url: 'https://127.0.0.1/hook' }, headers: en });
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors(refused).errors).toEqual([{ field: 'url', message: 'This address points into a private or local network; webhooks are sent only to public addresses' }]);
    } finally {
      await production.close();
    }
  });

  it('is for who owns the form: a shared editor gets 403, another company 404, and nothing changes', async () => {
    const created = data<WebhookSaved>(await add({ url: 'https://receiver.example.org/a' }));
    const editor = await createUser(t, { username: 'hook-editor', password: 'Editor-Pass1' });
    await shareFormRow(t, form.id, editor.id, 1);
    const editorCookie = await signIn(t, 'hook-editor', 'Editor-Pass1');
    const calls = [
      { method: 'GET' as const, url: api.formWebhooks(form.id) },
      { method: 'POST' as const, url: api.formWebhooks(form.id), payload: { url: 'https://evil.example.org/' } },
      { method: 'PUT' as const, url: api.formWebhook(form.id, created.id), payload: { url: 'https://evil.example.org/', active: true, regenerateSecret: true } },
      { method: 'DELETE' as const, url: api.formWebhook(form.id, created.id) },
      { method: 'GET' as const, url: api.formWebhookDeliveries(form.id, created.id) },
      { method: 'POST' as const, url: api.formWebhookResend(form.id, created.id, 1) },
    ];
    for (const call of calls) {
      const res = await t.request({ ...call, cookie: editorCookie, headers: en });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json<{ success: boolean; code: string }>()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    const outsider = await otherCompanyUser(t, 'hook-outsider');
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { ...outsider.headers, cookie: outsider.cookie } });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const anonymous = await t.request({ method: 'GET', url: api.formWebhooks(form.id) });
    expect(anonymous.statusCode).toBe(401);
    const [still] = data<WebhookItem[]>(await t.request({ method: 'GET', url: api.formWebhooks(form.id), cookie: owner }));
    expect(still).toMatchObject({ id: created.id, url: 'https://receiver.example.org/a', active: true });
    // the system administrator acts as the owner
    expect((await t.request({ method: 'GET', url: api.formWebhooks(form.id), cookie: await signIn(t) })).statusCode).toBe(200);
  });

  it('answers 404 for another form\'s webhook or delivery, and 400 for a malformed id', async () => {
    const other = await createForm(t, owner);
    const theirs = data<WebhookSaved>(await t.request({ method: 'POST', url: api.formWebhooks(other.id), cookie: owner, payload: { url: 'https://receiver.example.org/b' } }));
    expect((await t.request({ method: 'PUT', url: api.formWebhook(form.id, theirs.id), cookie: owner, payload: { url: 'https://x.example.org/', active: true } })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: api.formWebhookResend(other.id, theirs.id, 999_999), cookie: owner })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/form/${form.id}/webhooks/1e1/deliveries`, cookie: owner })).statusCode).toBe(400);
  });
});
