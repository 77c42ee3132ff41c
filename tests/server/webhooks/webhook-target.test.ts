import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpWebhookSender } from '#server/webhooks/webhook-post';
import { guardedLookup, targetProblem } from '#server/webhooks/webhook-target';
import { WebhookReceiver } from '../../support/webhook-receiver';

const production = { allowLoopback: false };
const testing = { allowLoopback: true };

describe('webhook targets', () => {
  it('takes public https addresses, and loopback only when testing', () => {
    expect(targetProblem('https://hooks.example.org/in', production)).toBeNull();
    expect(targetProblem('https://8.8.8.8/in', production)).toBeNull();
    expect(targetProblem('https://[2001:4860:4860::8888]/in', production)).toBeNull();
    expect(targetProblem('http://127.0.0.1:8080/in', testing)).toBeNull();
    expect(targetProblem('http://localhost:8080/in', testing)).toBeNull();
    expect(targetProblem('http://127.0.0.1:8080/in', production)).toBe('validation.webhookHost');
    expect(targetProblem('https://localhost/in', production)).toBe('validation.webhookHost');
    expect(targetProblem('https://[::1]/in', production)).toBe('validation.webhookHost');
    expect(targetProblem('https://[::ffff:127.0.0.1]/in', production)).toBe('validation.webhookHost');
    expect(targetProblem('http://hooks.example.org/in', testing)).toBe('validation.webhookHttps');
  });

  it('refuses private, link-local, shared and mapped addresses even when testing', () => {
    for (const host of ['10.0.0.1', '172.16.5.4', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '[fd12::1]', '[fe80::1]', '[::ffff:10.0.0.1]', '[64:ff9b::a00:1]']) {
      expect(targetProblem(`https://${host}/in`, testing), host).toBe('validation.webhookHost');
    }
  });

  it('checks the address a name resolves to when connecting', async () => {
    const resolve = (policy: { allowLoopback: boolean }) => new Promise<string>((done) => {
      guardedLookup(policy)('localhost', { family: 4 }, (error, address) => done(error ? `error ${error.code ?? ''}` : typeof address === 'string' ? address : 'a list'));
    });
    expect(await resolve(production)).toBe('error EWEBHOOKTARGET');
    expect(await resolve(testing)).toBe('127.0.0.1');
  });
});

describe('sending one delivery', () => {
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.close());

  it('gives up on a receiver that does not answer within the time allowed', async () => {
    receiver.hold = true;
    const send = httpWebhookSender(testing, 300);
    const started = Date.now();
    const outcome = await send({ url: receiver.url, body: '{}', headers: { 'content-type': 'application/json' } });
    expect(outcome).toEqual({ status: null, error: 'no complete reply within 300 ms' });
    expect(Date.now() - started).toBeLessThan(5000);
    receiver.release();
  });

  it('does not follow a redirect, and counts it as a failure', async () => {
    receiver.answer = () => 302;
    const outcome = await httpWebhookSender(testing, 5000)({ url: receiver.url, body: '{}', headers: {} });
    expect(outcome).toEqual({ status: 302, error: 'HTTP 302' });
    expect(receiver.received).toHaveLength(2);
  });

  it('refuses a target the policy forbids without connecting', async () => {
    const before = receiver.received.length;
    const outcome = await httpWebhookSender(production, 5000)({ url: receiver.url, body: '{}', headers: {} });
    expect(outcome).toEqual({ status: null, error: 'refused: validation.webhookHost' });
    expect(receiver.received).toHaveLength(before);
  });
});
