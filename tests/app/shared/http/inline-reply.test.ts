import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '#core/api';
import { ApiError } from '#app/shared/http/api-error';
import { callApi } from '#app/shared/http/call-api';

const byCode = defineCall({ method: 'GET', path: '/api/v1/thing/:code', params: z.object({ code: z.string() }), reply: z.object({ id: z.number() }), permission: 'public' });

/** A page holding the reply the server rendered into it (src/server/first-paint). */
function pageWithInlineReply(reply: unknown) {
  const element = { textContent: JSON.stringify(reply), remove: vi.fn() };
  let present = true;
  element.remove.mockImplementation(() => { present = false; });
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'first-paint-reply' && present ? element : null) });
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: true, responseData: { id: 2 } }), { status: 200 })));
  vi.stubGlobal('fetch', fetch);
  return { element, fetch };
}

afterEach(() => vi.unstubAllGlobals());

describe('the reply the server put into the page', () => {
  it('answers the first GET of its path instead of the network, once', async () => {
    const { fetch, element } = pageWithInlineReply({ path: '/api/v1/thing/AbC123', language: 'vi', status: 200, body: { success: true, responseData: { id: 1 } } });
    expect(await callApi(byCode, { params: { code: 'AbC123' } })).toEqual({ id: 1 });
    expect(fetch).not.toHaveBeenCalled();
    expect(element.remove).toHaveBeenCalledOnce();
    expect(await callApi(byCode, { params: { code: 'AbC123' } })).toEqual({ id: 2 });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('is read like a reply from the network: a refusal is the page\'s error with the server\'s code', async () => {
    const failure = { success: false, code: 'FORM_CLOSED', message: 'Biểu mẫu đã hết hạn' };
    const { fetch } = pageWithInlineReply({ path: '/api/v1/thing/AbC123', language: 'vi', status: 403, body: failure });
    const error: unknown = await callApi(byCode, { params: { code: 'AbC123' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORM_CLOSED', message: 'Biểu mẫu đã hết hạn' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves other paths to the network, and is dropped when written in another language than the page\'s', async () => {
    const other = pageWithInlineReply({ path: '/api/v1/thing/Other1', language: 'vi', status: 200, body: { success: true, responseData: { id: 1 } } });
    expect(await callApi(byCode, { params: { code: 'AbC123' } })).toEqual({ id: 2 });
    expect(other.element.remove).not.toHaveBeenCalled();
    const english = pageWithInlineReply({ path: '/api/v1/thing/AbC123', language: 'en', status: 200, body: { success: true, responseData: { id: 1 } } });
    expect(await callApi(byCode, { params: { code: 'AbC123' } })).toEqual({ id: 2 });
    expect(english.element.remove).toHaveBeenCalledOnce();
  });
});
