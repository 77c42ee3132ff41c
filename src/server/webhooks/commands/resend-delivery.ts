import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { requeueDelivery } from '../delivery-queue';
import { ownedWebhook } from '../queries';

export interface ResendDelivery { formId: number; webhookId: number; deliveryId: number }

/** Sends a delivery again: a new round of attempts from `now`; an unknown delivery is 404. */
export async function resendDelivery(db: Db, actor: Actor, input: ResendDelivery, now: Date): Promise<{ id: number }> {
  const webhook = await ownedWebhook(db, actor, input.formId, input.webhookId);
  await db.transaction(async (tx) => {
    if (!(await requeueDelivery(tx, webhook.id, input.deliveryId, now))) throw notFound();
    await logAction(tx, actor, { type: 'update', title: 'Webhook delivery sent again', entity: 'webhook', entityId: webhook.id, newData: { deliveryId: input.deliveryId } });
  });
  return { id: input.deliveryId };
}
