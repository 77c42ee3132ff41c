import { webhookCalls as calls } from '#core/api';
import { openForm } from '#server/forms/form-request';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { logAction } from '#server/logs/action-log';
import { requeueDelivery } from './delivery-queue';
import { getWebhook, listDeliveries, listWebhooks } from './webhook-read';
import type { TargetPolicy } from './webhook-target';
import { createWebhook, deleteWebhook, updateWebhook } from './webhook-write';

const tags = ['form webhooks'];
const who = '(the form\'s owner, administrators, system users)';

/**
 * Webhooks of one form (docs/integrations.md, "Webhooks"). They send answers out of the
 * installation, so only who owns the form manages them and reads their log: shared editors and
 * viewers get 403 like for sharing and deletion.
 */
export function webhookRoutes(app: ZodApp, policy: TargetPolicy): void {
  const db = app.db;

  registerCall(app, calls.list, { tags, summary: `The form's webhooks, with deliveries by status ${who}` }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'own');
    return ok(await listWebhooks(db, form.id));
  });

  registerCall(app, calls.create, { tags, summary: `Add a webhook: answers its secret, this once ${who}` }, async (req) => {
    const { form, user } = await openForm(db, req, req.params.id, 'own');
    return ok(await createWebhook(db, req, user, form.id, req.body, policy));
  });

  registerCall(app, calls.update, { tags, summary: `Change the address, pause or resume; regenerateSecret answers a new secret once ${who}` }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'own');
    const saved = await updateWebhook(db, req, form.id, req.params.webhookId, req.body, policy);
    if (saved.active) app.webhooks.nudge();
    return ok(saved);
  });

  registerCall(app, calls.remove, { tags, summary: `Remove a webhook and its delivery log ${who}` }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'own');
    return ok(await deleteWebhook(db, req, form.id, req.params.webhookId));
  });

  registerCall(app, calls.deliveries, { tags, summary: `The delivery log of a webhook, newest first ${who}` }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'own');
    const webhook = await getWebhook(db, form.id, req.params.webhookId);
    return ok(await listDeliveries(db, webhook.id, req.query));
  });

  registerCall(app, calls.resend, { tags, summary: `Send again: a new round of attempts, now ${who}` }, async (req) => {
    const { form } = await openForm(db, req, req.params.id, 'own');
    const webhook = await getWebhook(db, form.id, req.params.webhookId);
    if (!(await requeueDelivery(db, webhook.id, req.params.deliveryId, app.webhooks.now()))) throw notFound();
    await logAction(db, req, { type: 'update', title: 'Webhook delivery sent again', entity: 'webhook', entityId: webhook.id, newData: { deliveryId: req.params.deliveryId } });
    app.webhooks.nudge();
    return ok({ id: req.params.deliveryId });
  });
}
