import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { rowsOf } from '#server/db/rows-of';
import type { WebhookOutcome } from './webhook-post';

export const DeliveryStatus = { Pending: 0, Delivered: 1, Failed: 2 } as const;

export interface ClaimedDelivery {
  id: number;
  webhookId: number;
  responseId: string;
  /** this attempt's number, from 1 */
  attempts: number;
  url: string;
  secret: string;
  claimId: string;
}

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/**
 * Claims up to `limit` due deliveries of active webhooks for `leaseMs`: rows another worker is
 * claiming are skipped (FOR UPDATE SKIP LOCKED) and rows it claimed stay leased, so each attempt
 * is made by one worker of all processes; a lease that ran out (its process died) is claimed again.
 */
export async function claimDueDeliveries(db: Db, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
  const claimId = randomUUID();
  return rowsOf<ClaimedDelivery>(await db.execute(sql`
    WITH due AS (
      SELECT d.id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id AND w.active
      WHERE d.status = ${DeliveryStatus.Pending} AND d.next_attempt_at <= ${at(now)} AND (d.lease_until IS NULL OR d.lease_until <= ${at(now)})
      ORDER BY d.next_attempt_at, d.id
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE webhook_deliveries d
    SET lease_until = ${at(new Date(now.getTime() + leaseMs))}, claim_id = ${claimId}, attempts = d.attempts + 1, last_attempt_at = ${at(now)}
    FROM due, webhooks w
    WHERE d.id = due.id AND w.id = d.webhook_id
    RETURNING d.id, d.webhook_id AS "webhookId", d.response_id AS "responseId", d.attempts, w.url, w.secret, d.claim_id AS "claimId"`));
}

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Writes an attempt's outcome, if the claim still holds the row: a 2xx is delivered; otherwise the
 * next attempt waits `delaysMs[attempts - 1]`, and after the last delay the delivery has failed.
 */
export async function recordOutcome(db: Db, claim: ClaimedDelivery, outcome: WebhookOutcome, now: Date, delaysMs: readonly number[]): Promise<void> {
  const delay = delaysMs[claim.attempts - 1];
  const status = isSuccess(outcome.status) ? DeliveryStatus.Delivered : delay === undefined ? DeliveryStatus.Failed : DeliveryStatus.Pending;
  const next = status === DeliveryStatus.Pending ? at(new Date(now.getTime() + (delay ?? 0))) : sql`next_attempt_at`;
  await db.execute(sql`
    UPDATE webhook_deliveries
    SET status = ${status}, next_attempt_at = ${next}, lease_until = NULL, claim_id = NULL,
      last_http_status = ${outcome.status}, last_error = ${status === DeliveryStatus.Delivered ? null : outcome.error},
      delivered_at = ${status === DeliveryStatus.Delivered ? at(now) : null}
    WHERE id = ${claim.id} AND claim_id = ${claim.claimId}`);
}

/** "Send again": a fresh round of attempts, due now, whatever the delivery's state. */
export async function requeueDelivery(db: Db, webhookId: number, deliveryId: number, now: Date): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`
    UPDATE webhook_deliveries
    SET status = ${DeliveryStatus.Pending}, attempts = 0, next_attempt_at = ${at(now)}, lease_until = NULL, claim_id = NULL
    WHERE id = ${deliveryId} AND webhook_id = ${webhookId}
    RETURNING id`));
  return rows.length > 0;
}

/**
 * The part of the answer-storing statement that queues it: one delivery per active webhook of its
 * form, for exactly the rows that statement inserted (a resent duplicate inserts none).
 */
export const enqueueInserted = sql`
  queued AS (
    INSERT INTO webhook_deliveries (webhook_id, response_id)
    SELECT w.id, inserted.id FROM inserted JOIN webhooks w ON w.form_id = inserted.form_id AND w.company_id = inserted.company_id AND w.active
  ),`;
