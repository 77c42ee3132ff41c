import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { identityHeaders, readEnvelope, RequestFailed, sendRequest, type HttpReply } from '#offline/index';

const deafFetch = (() => new Promise<Response>(() => undefined)) as typeof fetch;

async function failureOf(promise: Promise<unknown>): Promise<RequestFailed> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(RequestFailed);
  return error as RequestFailed;
}

async function reply(body: BodyInit | null, status = 200): Promise<HttpReply> {
  return sendRequest({ url: '/x', fetch: () => Promise.resolve(new Response(body, { status })) });
}

describe('sendRequest: the one fetch of the client', () => {
  it('says TIMEOUT when the network never answers, even if it ignores the signal', async () => {
    expect((await failureOf(sendRequest({ url: '/x', fetch: deafFetch, timeoutMs: 20 }))).code).toBe('TIMEOUT');
  });

  it('says ABORTED with the caller\'s own reason when the caller cancels', async () => {
    const controller = new AbortController();
    const sending = sendRequest({ url: '/x', fetch: deafFetch, signal: controller.signal });
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    const failed = await failureOf(sending);
    expect(failed.code).toBe('ABORTED');
    expect(failed.reason).toBe(reason);
  });

  it('says NETWORK_ERROR when the request fails before any reply', async () => {
    const down = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect((await failureOf(sendRequest({ url: '/x', fetch: down }))).code).toBe('NETWORK_ERROR');
  });

  it('sends what it is given, with the deadline\'s signal', async () => {
    let seen: RequestInit | undefined;
    const spy = ((_: unknown, init?: RequestInit) => {
      seen = init;
      return Promise.resolve(Response.json({ success: true, responseData: 1 }));
    }) as typeof fetch;
    const headers = identityHeaders({ companyId: '3', language: 'vi', expectedUser: 'u1' });
    await sendRequest({ url: '/x', method: 'POST', headers, body: '{}', credentials: 'omit', fetch: spy, timeoutMs: 1000 });
    expect(seen).toMatchObject({ method: 'POST', body: '{}', credentials: 'omit', headers: { 'x-company-id': '3', 'accept-language': 'vi', 'x-expected-user': 'u1' } });
    expect(seen?.signal).toBeInstanceOf(AbortSignal);
    expect(identityHeaders({ companyId: '3', language: 'vi' })).not.toHaveProperty('x-expected-user');
  });
});

describe('readEnvelope', () => {
  const count = z.number();

  it('gives the data of the success envelope', async () => {
    expect(readEnvelope(await reply(JSON.stringify({ success: true, responseData: 4 })), count)).toEqual({ kind: 'data', data: 4 });
  });

  it('gives the server\'s refusal as it said it', async () => {
    const refusal = { success: false, code: 'FORBIDDEN', message: 'Không có quyền' };
    expect(readEnvelope(await reply(JSON.stringify(refusal), 403), count)).toEqual({ kind: 'refused', failure: refusal });
  });

  it('calls a 2xx of another shape BAD_REPLY and a page without the envelope HTTP_ERROR', async () => {
    expect(readEnvelope(await reply('<html>portal</html>'), count)).toEqual({ kind: 'unexpected', code: 'BAD_REPLY' });
    expect(readEnvelope(await reply(JSON.stringify({ success: true, responseData: 'four' })), count)).toEqual({ kind: 'unexpected', code: 'BAD_REPLY' });
    expect(readEnvelope(await reply('<html>Bad gateway</html>', 502), count)).toEqual({ kind: 'unexpected', code: 'HTTP_ERROR' });
  });
});
