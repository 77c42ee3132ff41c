import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type WebhookDelivery, type WebhookDeliveryList, type WebhookItem, type WebhookPayload, type WebhookSaved, api } from '#core/api';
import { buildApp } from '#server/app';
import { webhookDeliveries } from '#server/db/schema/index';
import { claimDueDeliveries } from '#server/webhooks/delivery-queue';
import { httpWebhookSender } from '#server/webhooks/webhook-post';
import { type WebhookDispatcher, startWebhookDispatcher } from '#server/webhooks/webhook-dispatcher';
import type { FastifyInstance } from 'fastify';
import { TEST_CAPTCHA_DIFFICULTY } from '../../support/captcha';
import { type CreatedForm, type TestApp, createForm, createTestApp, data, signIn } from '../helpers';
import { WebhookReceiver } from '../../support/webhook-receiver';

const MINUTE = 60_000;
let t: TestApp;
let cookie: string;
let form: CreatedForm;
const receiver = new WebhookReceiver();
/** the dispatcher's clock: real time moved forward by the test, never a sleep */
let offset = 0;
const now = () => new Date(Date.now() + offset);
let webhook: WebhookSaved;

beforeAll(async () => {
  await receiver.start();
  t = await createTestApp({}, null, { now });
  cookie = await signIn(t);
  form = await createForm(t, cookie);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  receiver.received.length = 0;
  receiver.answer = () => 200;
  offset = 0;
  if (webhook) await t.request({ method: 'DELETE', url: api.formWebhook(form.id, webhook.id), cookie });
  const res = await t.request({ method: 'POST', url: api.formWebhooks(form.id), cookie, payload: { url: receiver.url } });
  expect(res.statusCode).toBe(200);
  webhook = data<WebhookSaved>(res);
  receiver.secret = webhook.secret ?? '';
});

const answer = (responseId = randomUUID(), name = 'Lan') =>
  t.request({ method: 'POST', url: api.saveResponse, payload: { responseId, formId: form.id, answers: { q1: name, q2: 42 } } });
const queued = async (responseId: string) =>
  (await t.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.responseId, responseId)))[0]?.n;
const log = async (): Promise<WebhookDelivery[]> =>
  data<WebhookDeliveryList>(await t.request({ method: 'GET', url: api.formWebhookDeliveries(form.id, webhook.id), cookie })).data;
/** the app's dispatcher (fastify.d.ts declares it for the server's sources, not for the tests) */
const dispatcherOf = (app: FastifyInstance) => (app as FastifyInstance & { webhooks: WebhookDispatcher }).webhooks;
const runAt = (minutes: number) => {
  offset = minutes * MINUTE;
  return dispatcherOf(t.app).runOnce();
};

describe('webhook deliveries', () => {
  it('queues each stored answer once, in the statement that stores it: a resent duplicate queues nothing more', async () => {
    const responseId = randomUUID();
    expect((await answer(responseId)).statusCode).toBe(200);
    const again = await answer(responseId);
    expect(data<{ duplicate: boolean }>(again).duplicate).toBe(true);
    const fresh = randomUUID();
    const batch = await t.request({ method: 'POST', url: api.saveResponses, payload: { responses: [
      { responseId, formId: form.id, answers: { q1: 'Lan', q2: 42 } },
      { responseId: fresh, formId: form.id, answers: { q1: 'Hoa' } },
    ] } });
    expect(batch.statusCode).toBe(200);
    expect(await queued(responseId)).toBe(1);
    expect(await queued(fresh)).toBe(1);
  });

  it('retries a failing receiver after about 1 and 10 minutes, signed each time, with one delivery id, until it accepts once', async () => {
    receiver.answer = (n) => (n <= 2 ? 500 : 204);
    const responseId = randomUUID();
    await answer(responseId, 'Minh');

    expect(await runAt(0)).toBe(1);
    expect(await log()).toMatchObject([{ status: 'pending', attempts: 1, lastHttpStatus: 500, lastError: 'HTTP 500' }]);
    expect(await runAt(0.9)).toBe(0);
    expect(await runAt(1)).toBe(1);
    expect(await runAt(10.9)).toBe(0);
    expect(await runAt(11)).toBe(1);
    expect(await runAt(200)).toBe(0);

    const [entry] = await log();
    expect(entry).toMatchObject({ status: 'delivered', attempts: 3, lastHttpStatus: 204, lastError: null, responseId });
    expect(receiver.received.map((r) => r.answered)).toEqual([500, 500, 204]);
    expect(new Set(receiver.received.map((r) => r.deliveryId))).toEqual(new Set([`${responseId}.${webhook.id}`]));
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
    expect(receiver.accepted()).toEqual(new Map([[`${responseId}.${webhook.id}`, 1]]));
    const body = JSON.parse(receiver.received[2]?.body ?? '{}') as WebhookPayload;
    expect(body).toMatchObject({ type: 'answer.created', deliveryId: `${responseId}.${webhook.id}`, answer: { id: responseId, formId: form.id, version: form.version, values: { q1: 'Minh', q2: 42 } } });
    // the timestamp is the attempt's, on the dispatcher's clock (11 minutes ahead then)
    expect(Math.abs(Number(receiver.received[2]?.timestamp) * 1000 - (Date.now() + 11 * MINUTE))).toBeLessThan(10_000);
  });

  it('marks the delivery failed after the 100-minute retry, and "send again" delivers it', async () => {
    receiver.answer = () => 503;
    await answer();
    for (const minute of [0, 1, 11, 111]) expect(await runAt(minute)).toBe(1);
    expect(await runAt(10_000)).toBe(0);
    const [failed] = await log();
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, lastHttpStatus: 503, nextAttemptAt: null });
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);

    receiver.answer = () => 200;
    const resend = await t.request({ method: 'POST', url: api.formWebhookResend(form.id, webhook.id, failed?.id ?? 0), cookie });
    expect(resend.statusCode).toBe(200);
    expect(await runAt(10_000)).toBe(1);
    expect(await log()).toMatchObject([{ status: 'delivered', attempts: 1, lastHttpStatus: 200 }]);
    expect(receiver.accepted().size).toBe(1);
  });

  it('does not send to a paused webhook; resuming sends what was queued before the pause', async () => {
    await answer();
    await t.request({ method: 'PUT', url: api.formWebhook(form.id, webhook.id), cookie, payload: { url: receiver.url, active: false } });
    await answer();
    expect(await runAt(0)).toBe(0);
    expect(await log()).toHaveLength(1);
    await t.request({ method: 'PUT', url: api.formWebhook(form.id, webhook.id), cookie, payload: { url: receiver.url, active: true } });
    expect(await runAt(0)).toBe(1);
    expect(receiver.accepted().size).toBe(1);
  });

  it('a new app instance on the same database sends what the stopped one left, also a claim whose process died', async () => {
    const first = randomUUID();
    const second = randomUUID();
    await answer(first);
    await answer(second);
    // a worker of the "old process" claimed one delivery, then died before sending it
    const [orphan] = await claimDueDeliveries(t.db, now(), 60_000, 1);
    expect(orphan).toBeDefined();
    const restarted = await buildApp({ db: t.db, settings: { captchaDifficulty: TEST_CAPTCHA_DIFFICULTY }, webhooks: { intervalMs: 0, now } });
    try {
      expect(await dispatcherOf(restarted).runOnce()).toBe(1);
      offset = 2 * MINUTE;
      expect(await dispatcherOf(restarted).runOnce()).toBe(1);
    } finally {
      await restarted.close();
    }
    expect([...receiver.accepted().keys()].sort()).toEqual([`${first}.${webhook.id}`, `${second}.${webhook.id}`].sort());
  });

  it('counts each webhook\'s own deliveries by status in the list', async () => {
    receiver.answer = (n) => (n === 1 ? 500 : 200);
    const second = data<WebhookSaved>(await t.request({ method: 'POST', url: api.formWebhooks(form.id), cookie, payload: { url: `${receiver.url}/second` } }));
    for (let i = 0; i < 3; i++) await answer();
    const counts = async () => Object.fromEntries(data<WebhookItem[]>(await t.request({ method: 'GET', url: api.formWebhooks(form.id), cookie }))
      .map((w) => [w.id, { pending: w.pending, delivered: w.delivered, failed: w.failed }]));
    expect(await counts()).toEqual({ [webhook.id]: { pending: 3, delivered: 0, failed: 0 }, [second.id]: { pending: 3, delivered: 0, failed: 0 } });
    expect(await runAt(0)).toBe(6);
    const after = await counts();
    expect(Object.values(after).map((c) => c.pending + c.delivered)).toEqual([3, 3]);
    expect((after[webhook.id]?.delivered ?? 0) + (after[second.id]?.delivered ?? 0)).toBe(5);
    await t.request({ method: 'DELETE', url: api.formWebhook(form.id, second.id), cookie });
  });

  it('two workers polling at once never send one delivery twice', async () => {
    const ids = Array.from({ length: 25 }, () => randomUUID());
    for (const id of ids) await answer(id);
    const workers = [1, 2].map(() => startWebhookDispatcher({
      db: t.db, send: httpWebhookSender({ allowLoopback: true }, 5000), now, intervalMs: 0, batchSize: 5, log: { error: () => undefined },
    }));
    // the receiver holds its replies, so each worker's claims stay open while the other polls
    receiver.hold = true;
    const runs = workers.map((w) => w.runOnce());
    await expect.poll(() => receiver.received.length).toBeGreaterThanOrEqual(5);
    receiver.release();
    await Promise.all(runs);
    await Promise.all(workers.map((w) => w.stop()));
    expect(receiver.received).toHaveLength(25);
    expect(receiver.accepted()).toEqual(new Map(ids.map((id) => [`${id}.${webhook.id}`, 1])));
  });
});
