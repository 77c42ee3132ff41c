import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { WebhookDelivery, WebhookDeliveryList, WebhookItem, webhookDeliveriesQuerySchema } from '#core/api';
import { webhookStatuses } from '#core/api';
import type { Db } from '#server/db/connect';
import { webhookDeliveries, webhooks } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { DeliveryStatus } from './delivery-queue';
import { ownedForm } from './policy';
import { deliveryIdOf } from './webhook-signature';

// the outer row is named in full: drizzle writes a one-table select's columns bare, and a bare "id" here is the delivery's
const countOf = (status: number) =>
  sql<number>`(select count(*)::int from webhook_deliveries d where d.webhook_id = "webhooks"."id" and d.status = ${status})`;

const columns = {
  id: webhooks.id, formId: webhooks.formId, url: webhooks.url, active: webhooks.active, createdAt: webhooks.createdAt, updatedAt: webhooks.updatedAt,
  pending: countOf(DeliveryStatus.Pending), delivered: countOf(DeliveryStatus.Delivered), failed: countOf(DeliveryStatus.Failed),
};

type Row = Omit<WebhookItem, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
const toItem = (r: Row): WebhookItem => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

export async function listWebhooks(db: Db, formId: number): Promise<WebhookItem[]> {
  const rows = await db.select(columns).from(webhooks).where(eq(webhooks.formId, formId)).orderBy(webhooks.id);
  return rows.map(toItem);
}

/** A webhook of this form, or 404 (another form's webhook is not found through this one). */
export async function getWebhook(db: Db, formId: number, webhookId: number): Promise<WebhookItem> {
  const [row] = await db.select(columns).from(webhooks).where(and(eq(webhooks.formId, formId), eq(webhooks.id, webhookId))).limit(1);
  if (!row) throw notFound();
  return toItem(row);
}

const iso = (time: Date | null) => time?.toISOString() ?? null;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

function toDelivery(row: DeliveryRow): WebhookDelivery {
  const status = webhookStatuses[row.status] ?? 'pending';
  return {
    id: row.id,
    deliveryId: deliveryIdOf(row.responseId, row.webhookId),
    responseId: row.responseId,
    status,
    attempts: row.attempts,
    lastHttpStatus: row.lastHttpStatus,
    lastError: row.lastError,
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The delivery log of one webhook, newest first. */
export async function listDeliveries(db: Db, webhookId: number, query: z.output<typeof webhookDeliveriesQuerySchema>): Promise<WebhookDeliveryList> {
  const where = and(eq(webhookDeliveries.webhookId, webhookId),
    query.status ? eq(webhookDeliveries.status, webhookStatuses.indexOf(query.status)) : undefined);
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const rows = await db.select().from(webhookDeliveries).where(where)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return { data: rows.map(toDelivery), totalData: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The webhooks of a form the actor owns. */
export async function webhooksOfForm(db: Db, actor: Actor, formId: number): Promise<WebhookItem[]> {
  const form = await ownedForm(db, actor, formId);
  return listWebhooks(db, form.id);
}

/** A webhook of a form the actor owns, else 404. */
export async function ownedWebhook(db: Db, actor: Actor, formId: number, webhookId: number): Promise<WebhookItem> {
  const form = await ownedForm(db, actor, formId);
  return getWebhook(db, form.id, webhookId);
}

/** The delivery log of a webhook of a form the actor owns, newest first. */
export async function deliveriesOf(db: Db, actor: Actor, ids: { formId: number; webhookId: number }, query: z.output<typeof webhookDeliveriesQuerySchema>): Promise<WebhookDeliveryList> {
  const webhook = await ownedWebhook(db, actor, ids.formId, ids.webhookId);
  return listDeliveries(db, webhook.id, query);
}
