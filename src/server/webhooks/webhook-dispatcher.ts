import { WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_TIMEOUT_MS, WebhookHeader, type WebhookPayload } from '#core/api';
import type { Db } from '#server/db/connect';
import { type ClaimedDelivery, claimDueDeliveries, recordOutcome } from './delivery-queue';
import { type AnswerPayload, answerPayloads } from './webhook-payload';
import type { WebhookRequest, WebhookSender } from './webhook-post';
import { deliveryIdOf, webhookSignature } from './webhook-signature';

export interface WebhookDispatcherOptions {
  db: Db;
  send: WebhookSender;
  /** the clock deciding what is due and when the next attempt is (tests move it) */
  now?: () => Date;
  delaysMs?: readonly number[];
  /** how long a claim holds: longer than a batch of attempts can take */
  leaseMs?: number;
  batchSize?: number;
  /** between two polls of the queue; 0: no timer (tests call runOnce) */
  intervalMs: number;
  log: { error(details: object, message: string): void };
}

export interface WebhookDispatcher {
  /** claims and sends what is due until nothing is; answers how many attempts it made */
  runOnce(): Promise<number>;
  /** the dispatcher's clock */
  now(): Date;
  /** a poll soon, e.g. after "send again" */
  nudge(): void;
  stop(): Promise<void>;
}

/** The exact request of one attempt: the body, and its signature over `<timestamp>.<body>`. */
export function webhookRequest(claim: ClaimedDelivery, answer: AnswerPayload, now: Date): WebhookRequest {
  const deliveryId = deliveryIdOf(claim.responseId, claim.webhookId);
  const payload: WebhookPayload = { type: 'answer.created', deliveryId, answer };
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    url: claim.url,
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'survey-webhooks/1',
      [WebhookHeader.delivery]: deliveryId,
      [WebhookHeader.timestamp]: String(timestamp),
      [WebhookHeader.signature]: webhookSignature(claim.secret, timestamp, body),
    },
  };
}

/**
 * Sends the queued deliveries (docs/integrations.md, "Webhooks"): each poll claims due rows, posts
 * them side by side and records each outcome. Polls of one process run one after another; the
 * claim's lease keeps other processes off the same rows.
 */
export function startWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const { db, send } = options;
  const now = options.now ?? (() => new Date());
  const delaysMs = options.delaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  const leaseMs = options.leaseMs ?? WEBHOOK_TIMEOUT_MS * 6;
  const batchSize = options.batchSize ?? 10;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function attempt(claim: ClaimedDelivery, answers: Map<string, AnswerPayload>) {
    const answer = answers.get(claim.responseId);
    const outcome = answer ? await send(webhookRequest(claim, answer, now())) : { status: null, error: 'the answer no longer exists' };
    await recordOutcome(db, claim, outcome, now(), delaysMs);
  }

  async function drain(): Promise<number> {
    let made = 0;
    while (!stopped) {
      const claims = await claimDueDeliveries(db, now(), leaseMs, batchSize);
      if (claims.length === 0) break;
      const answers = await answerPayloads(db, claims.map((c) => c.responseId));
      await Promise.all(claims.map((claim) => attempt(claim, answers)));
      made += claims.length;
    }
    return made;
  }

  const runOnce = () => {
    const next = running.then(drain);
    running = next.catch(() => undefined);
    return next;
  };
  const poll = () => {
    runOnce().catch((err: unknown) => options.log.error({ err }, 'webhook deliveries failed'));
  };

  const timer = options.intervalMs > 0 ? setInterval(poll, options.intervalMs) : null;
  timer?.unref();
  return {
    runOnce,
    now,
    nudge: () => { if (!stopped) setImmediate(poll); },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
