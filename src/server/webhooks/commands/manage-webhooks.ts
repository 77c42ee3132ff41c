import { and, count, eq, sql } from 'drizzle-orm';
import type { CreateWebhookBody, UpdateWebhookBody, WebhookItem, WebhookSaved } from '#core/api';
import { MAX_WEBHOOKS_PER_FORM } from '#core/api';
import type { Db } from '#server/db/connect';
import { webhooks } from '#server/db/schema/index';
import { type Actor, signedInUser } from '#server/domain/actor';
import { conflict, validationError } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { type TargetPolicy, targetProblem } from '../webhook-target';
import { getWebhook } from '../queries';
import { ownedForm } from '../policy';
import { newWebhookSecret } from '../webhook-signature';

const entity = 'webhook';
/** what the action log keeps: never the secret */
const logged = (item: WebhookItem) => ({ formId: item.formId, url: item.url, active: item.active });

function assertTarget(url: string, policy: TargetPolicy): void {
  const problem = targetProblem(url, policy);
  if (problem) throw validationError([{ field: 'url', key: problem }]);
}

const tooMany = () => conflict({ key: 'error.tooManyWebhooks', values: { max: MAX_WEBHOOKS_PER_FORM } });

/** Adds a webhook to a form the actor owns; its secret is answered this once. */
export async function createWebhook(db: Db, actor: Actor, formId: number, body: CreateWebhookBody, policy: TargetPolicy): Promise<WebhookSaved> {
  await ownedForm(db, actor, formId);
  const user = signedInUser(actor);
  assertTarget(body.url, policy);
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    // one form's webhooks are counted and added one writer at a time
    await tx.execute(sql`SELECT pg_advisory_xact_lock(19, ${formId})`);
    const [existing] = await tx.select({ n: count() }).from(webhooks).where(eq(webhooks.formId, formId));
    if ((existing?.n ?? 0) >= MAX_WEBHOOKS_PER_FORM) throw tooMany();
    const [row] = await tx.insert(webhooks).values({ companyId: user.companyId, formId, url: body.url, secret, active: body.active ?? true, createdBy: user.id })
      .returning({ id: webhooks.id });
    const item = await getWebhook(tx, formId, row?.id ?? 0);
    await logAction(tx, actor, { type: 'create', title: 'Webhook created', entity, entityId: item.id, newData: logged(item) });
    return { ...item, secret };
  });
}

/** Changes the address or pauses/resumes; a new secret on request, answered this once. */
export async function updateWebhook(db: Db, actor: Actor, ids: { formId: number; webhookId: number }, body: UpdateWebhookBody, policy: TargetPolicy): Promise<WebhookSaved> {
  const { formId, webhookId } = ids;
  await ownedForm(db, actor, formId);
  assertTarget(body.url, policy);
  const secret = body.regenerateSecret ? newWebhookSecret() : undefined;
  return db.transaction(async (tx) => {
    const before = await getWebhook(tx, formId, webhookId);
    await tx.update(webhooks).set({ url: body.url, active: body.active, updatedAt: new Date(), ...(secret ? { secret } : {}) })
      .where(and(eq(webhooks.id, webhookId), eq(webhooks.formId, formId)));
    const item = await getWebhook(tx, formId, webhookId);
    await logAction(tx, actor, {
      type: 'update', title: secret ? 'Webhook updated, new secret' : 'Webhook updated', entity, entityId: webhookId, oldData: logged(before), newData: logged(item),
    });
    return secret ? { ...item, secret } : item;
  });
}

/** Removes the webhook and its delivery log; deliveries still queued are not sent. */
export async function deleteWebhook(db: Db, actor: Actor, ids: { formId: number; webhookId: number }): Promise<{ id: number }> {
  const { formId, webhookId } = ids;
  await ownedForm(db, actor, formId);
  return db.transaction(async (tx) => {
    const before = await getWebhook(tx, formId, webhookId);
    await tx.delete(webhooks).where(and(eq(webhooks.id, webhookId), eq(webhooks.formId, formId)));
    await logAction(tx, actor, { type: 'delete', title: 'Webhook deleted', entity, entityId: webhookId, oldData: logged(before) });
    return { id: webhookId };
  });
}
