import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '#core/api';
import { ApiError } from '#app/shared/http/api-error';
import { callApi } from '#app/shared/http/call-api';

const save = defineCall({
  method: 'PUT', path: '/api/v1/thing/:id/part/:name', params: z.object({ id: z.number(), name: z.string() }),
  query: z.object({ page: z.number().optional(), search: z.string().optional() }), body: z.object({ text: z.string() }),
  reply: z.object({ id: z.number() }), permission: 'public',
});

const upload = defineCall({ method: 'POST', path: '/api/v1/thing/upload', body: 'multipart', reply: z.object({ id: z.number() }), permission: 'signed-in' });

function replyWith(body: unknown, status = 200) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends the definition\'s method to its path, parameters encoded, the query without empty fields and the body as JSON', async () => {
    const fetch = replyWith({ success: true, responseData: { id: 3 } });
    const reply = await callApi(save, { params: { id: 3, name: 'a/b' }, query: { page: 2, search: undefined }, body: { text: 'x' } });
    expect(reply).toEqual({ id: 3 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/thing/3/part/a%2Fb?page=2');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"text":"x"}');
  });

  it('sends a list in the query as JSON text', async () => {
    const list = defineCall({ method: 'GET', path: '/api/v1/things', query: z.object({ where: z.array(z.object({ id: z.string() })).optional() }), reply: z.object({ id: z.number() }), permission: 'public' });
    const fetch = replyWith({ success: true, responseData: { id: 1 } });
    await callApi(list, { query: { where: [{ id: 'q1' }] } });
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(new URL(url, 'http://x').searchParams.get('where')).toBe('[{"id":"q1"}]');
  });

  it('sends a multipart call\'s FormData as it is, with the type the browser gives it', async () => {
    const upload = defineCall({ method: 'POST', path: '/api/v1/things/upload', body: 'multipart', reply: z.object({ id: z.number() }), permission: 'public' });
    const fetch = replyWith({ success: true, responseData: { id: 1 } });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await callApi(upload, { body: form });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  });

  it('refuses a reply of another shape than the definition\'s', async () => {
    replyWith({ success: true, responseData: { id: 'three' } });
    await expect(callApi(save, { params: { id: 3, name: 'n' }, body: { text: 'x' } })).rejects.toMatchObject({ code: 'BAD_REPLY' });
  });

  it('throws the envelope\'s failure', async () => {
    replyWith({ success: false, code: 'FORBIDDEN', message: 'No' }, 403);
    const failure = callApi(save, { params: { id: 3, name: 'n' }, body: { text: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('sends a multipart call\'s FormData as it is, with the type the browser sets, and shows the raw reply to onResponse', async () => {
    const fetch = replyWith({ success: true, responseData: { id: 4 } });
    const body = new FormData();
    body.append('file', new Blob(['x']), 'a.json');
    let status = 0;
    expect(await callApi(upload, { body, onResponse: (response) => (status = response.status) })).toEqual({ id: 4 });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe(body);
    expect(new Headers(init.headers).has('content-type')).toBe(false);
    expect(status).toBe(200);
  });
});
