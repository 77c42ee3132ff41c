import { createFetchTransport, db, flushOutbox, getOutboxItem, queueResponse, retryWithProof, setCurrentOwner } from '#offline/index';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeServer, resetDb, submission } from './helpers';

beforeEach(resetDb);

describe('answers that need a proof', () => {
  it('a solved captcha is added to the kept answer, which is sent again with the same answers and owner', async () => {
    const server = createFakeServer();
    await setCurrentOwner('A');
    const s = submission(7, { q1: 'Câu trả lời', q2: 3 });
    await queueResponse(s, 'Khảo sát');
    await db.outbox.update(s.responseId, { owner: 'A' });
    server.reject.set(s.responseId, { permanent: false, code: 'CAPTCHA_REQUIRED', message: 'captcha' });
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect(await getOutboxItem(s.responseId)).toMatchObject({ state: 'needs-attention', problem: { code: 'CAPTCHA_REQUIRED' } });

    const captchaId = crypto.randomUUID();
    await retryWithProof(s.responseId, { captchaId, captchaAnswer: 'x7k2' });
    const item = await getOutboxItem(s.responseId);
    expect(item).toMatchObject({ state: 'pending', problem: null, owner: 'A', submission: { answers: { q1: 'Câu trả lời', q2: 3 }, captchaId, captchaAnswer: 'x7k2' } });

    server.reject.clear();
    await flushOutbox(createFetchTransport({ fetch: server.fetch }));
    expect(server.stored.get(s.responseId)).toMatchObject({ captchaId, captchaAnswer: 'x7k2', answers: { q1: 'Câu trả lời' } });
  });

  it('refuses a malformed proof and leaves the answer as it was', async () => {
    const s = submission(7);
    await queueResponse(s, 'Khảo sát');
    await expect(retryWithProof(s.responseId, { captchaId: 'not-a-uuid', captchaAnswer: 'x' })).rejects.toThrow();
    expect((await getOutboxItem(s.responseId))!.submission).not.toHaveProperty('captchaId');
  });
});
