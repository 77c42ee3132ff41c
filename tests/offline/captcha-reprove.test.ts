import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { api } from '#core/api';
import { decodeCaptchaPayload } from '#core/captcha';
import { solveCaptcha } from '#offline/captcha/captcha-solve';
import { createFetchTransport, flushOutbox, getOutboxItem, queueResponse } from '#offline/index';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeServer, createFakeServer, resetDb, submission } from './helpers';

beforeEach(resetDb);

const SECRET = 'the-server-secret';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * The fake server of the outbox tests with a captcha in front of a form: it issues real ALTCHA
 * challenges, and takes an answer refused for want of a captcha once it carries a solution of one
 * it issued (each good once).
 */
function withCaptcha(server: FakeServer, options: { issuing: boolean } = { issuing: true }) {
  const issued = new Set<string>();
  const captchaRequests: string[] = [];
  const proven = async (r: { captchaId?: string; captchaAnswer?: string }) => {
    const payload = decodeCaptchaPayload(r.captchaAnswer ?? '');
    if (!r.captchaId || !issued.delete(r.captchaId) || !payload) return false;
    return (await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: SECRET })).verified;
  };
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    if (urlOf(input).endsWith(api.captcha)) {
      captchaRequests.push(new Headers(init.headers).get('x-company-id') ?? '');
      if (!options.issuing) throw new TypeError('Failed to fetch');
      const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, keyPrefix: '00', hmacSignatureSecret: SECRET, expiresAt: new Date(Date.now() + 60_000) });
      const captchaId = crypto.randomUUID();
      issued.add(captchaId);
      return json(200, { success: true, responseData: { captchaId, challenge, expiresAt: new Date(Date.now() + 60_000).toISOString() } });
    }
    const { responses } = JSON.parse(init.body as string) as { responses: { responseId: string; captchaId?: string; captchaAnswer?: string }[] };
    for (const r of responses) if (await proven(r)) server.reject.delete(r.responseId);
    return server.fetch(input, init);
  };
  return { fetch, captchaRequests };
}

const captchaRequired = { permanent: false, code: 'CAPTCHA_REQUIRED', message: 'Solve the captcha to send your answer' } as const;

describe('a kept answer the server wants a captcha for', () => {
  it('is proven on the device with a freshly solved captcha and sent in the same flush, asking nobody', async () => {
    const server = createFakeServer();
    const captcha = withCaptcha(server);
    const s = submission(7, { q1: 'Đường vào thôn cần sửa' });
    await queueResponse(s, 'Góp ý');
    server.reject.set(s.responseId, captchaRequired);

    const report = await flushOutbox(createFetchTransport({ fetch: captcha.fetch, solveCaptcha }));

    expect(report).toMatchObject({ saved: 1, needsAttention: 0 });
    expect(await getOutboxItem(s.responseId)).toBeNull();
    expect(server.stored.get(s.responseId)).toMatchObject({ answers: { q1: 'Đường vào thôn cần sửa' } });
    expect(server.stored.get(s.responseId)?.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(captcha.captchaRequests).toEqual(['1']);
  });

  it('waits its backoff when no captcha can be fetched, then is proven by a later flush, still asking nobody', async () => {
    const server = createFakeServer();
    const issuing = { issuing: false };
    const captcha = withCaptcha(server, issuing);
    const [s1, s2] = [submission(7), submission(7)];
    await queueResponse(s1, 'Góp ý');
    await queueResponse(s2, 'Góp ý');
    server.reject.set(s1.responseId, captchaRequired);
    server.reject.set(s2.responseId, captchaRequired);
    const transport = createFetchTransport({ fetch: captcha.fetch, solveCaptcha });

    const report = await flushOutbox(transport);

    expect(report).toMatchObject({ saved: 0, needsAttention: 0, retrying: 2 });
    expect(await getOutboxItem(s1.responseId)).toMatchObject({ state: 'pending', nextAttemptAt: expect.any(String) as string });
    expect(captcha.captchaRequests, 'asked once: the second would fail alike').toHaveLength(1);

    issuing.issuing = true;
    server.reject.clear();
    server.reject.set(s1.responseId, captchaRequired);
    server.reject.set(s2.responseId, captchaRequired);
    expect(await flushOutbox(transport, { ignoreBackoff: true })).toMatchObject({ saved: 2, needsAttention: 0 });
    expect([await getOutboxItem(s1.responseId), await getOutboxItem(s2.responseId)]).toEqual([null, null]);
  });

  it('waits for the person when the proof it solved is refused too (no loop)', async () => {
    const server = createFakeServer();
    const s = submission(7);
    await queueResponse(s, 'Góp ý');
    server.reject.set(s.responseId, captchaRequired);
    const captcha = withCaptcha(server);
    const refusing: typeof fetch = (input, init) => (urlOf(input).endsWith(api.captcha) ? captcha.fetch(input, init) : server.fetch(input, init));

    const report = await flushOutbox(createFetchTransport({ fetch: refusing, solveCaptcha }));

    expect(report).toMatchObject({ saved: 0, needsAttention: 1 });
    expect(await getOutboxItem(s.responseId)).toMatchObject({ state: 'needs-attention', problem: { code: 'CAPTCHA_REQUIRED' } });
    expect(captcha.captchaRequests).toHaveLength(1);
  });

  it('waits for the person when the transport cannot solve captchas', async () => {
    const server = createFakeServer();
    const captcha = withCaptcha(server);
    const s = submission(7);
    await queueResponse(s, 'Góp ý');
    server.reject.set(s.responseId, captchaRequired);

    await flushOutbox(createFetchTransport({ fetch: captcha.fetch }));

    expect(await getOutboxItem(s.responseId)).toMatchObject({ state: 'needs-attention', problem: { code: 'CAPTCHA_REQUIRED' } });
    expect(captcha.captchaRequests).toEqual([]);
  });
});
