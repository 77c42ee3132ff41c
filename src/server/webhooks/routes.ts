import { webhookCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { createWebhook, deleteWebhook, updateWebhook } from './commands/manage-webhooks';
import { resendDelivery } from './commands/resend-delivery';
import { deliveriesOf, webhooksOfForm } from './queries';
import type { TargetPolicy } from './webhook-target';

const tags = ['form webhooks'];
const who = '(the form\'s owner, administrators, system users)';

/** Webhooks of one form (docs/integrations.md, "Webhooks"); who may manage them: policy.ts. */
export function webhookRoutes(app: ZodApp, policy: TargetPolicy): void {
  const db = app.db;

  registerCall(app, calls.list, { tags, summary: `The form's webhooks, with deliveries by status ${who}` }, async (req) =>
    ok(await webhooksOfForm(db, req.actor, req.params.id)));

  registerCall(app, calls.create, { tags, summary: `Add a webhook: answers its secret, this once ${who}` }, async (req) =>
    ok(await createWebhook(db, req.actor, req.params.id, req.body, policy)));

  registerCall(app, calls.update, { tags, summary: `Change the address, pause or resume; regenerateSecret answers a new secret once ${who}` }, async (req) => {
    const saved = await updateWebhook(db, req.actor, { formId: req.params.id, webhookId: req.params.webhookId }, req.body, policy);
    if (saved.active) app.webhooks.nudge();
    return ok(saved);
  });

  registerCall(app, calls.remove, { tags, summary: `Remove a webhook and its delivery log ${who}` }, async (req) =>
    ok(await deleteWebhook(db, req.actor, { formId: req.params.id, webhookId: req.params.webhookId })));

  registerCall(app, calls.deliveries, { tags, summary: `The delivery log of a webhook, newest first ${who}` }, async (req) =>
    ok(await deliveriesOf(db, req.actor, { formId: req.params.id, webhookId: req.params.webhookId }, req.query)));

  registerCall(app, calls.resend, { tags, summary: `Send again: a new round of attempts, now ${who}` }, async (req) => {
    const sent = await resendDelivery(db, req.actor, { formId: req.params.id, webhookId: req.params.webhookId, deliveryId: req.params.deliveryId }, app.webhooks.now());
    app.webhooks.nudge();
    return ok(sent);
  });
}
