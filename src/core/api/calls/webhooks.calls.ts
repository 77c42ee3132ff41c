import { defineCall } from './define-call';
import { formIdParamsSchema } from '../forms.contract';
import {
  createWebhookBodySchema, updateWebhookBodySchema, webhookDeletedSchema, webhookDeliveriesQuerySchema, webhookDeliveryListSchema,
  webhookDeliveryParamsSchema, webhookListSchema, webhookParamsSchema, webhookSavedSchema,
} from '../webhooks.contract';

const webhooks = '/api/v1/form/:id/webhooks';
/** the form's owner only: the handler checks the form (docs/integrations.md, "Webhooks") */
const permission = 'signed-in';

/** Webhooks of one form and their delivery log (docs/integrations.md, "Webhooks"). */
export const webhookCalls = {
  list: defineCall({ method: 'GET', path: webhooks, params: formIdParamsSchema, reply: webhookListSchema, permission }),
  create: defineCall({ method: 'POST', path: webhooks, params: formIdParamsSchema, body: createWebhookBodySchema, reply: webhookSavedSchema, permission }),
  update: defineCall({ method: 'PUT', path: `${webhooks}/:webhookId`, params: webhookParamsSchema, body: updateWebhookBodySchema, reply: webhookSavedSchema, permission }),
  remove: defineCall({ method: 'DELETE', path: `${webhooks}/:webhookId`, params: webhookParamsSchema, reply: webhookDeletedSchema, permission }),
  deliveries: defineCall({
    method: 'GET', path: `${webhooks}/:webhookId/deliveries`, params: webhookParamsSchema, query: webhookDeliveriesQuerySchema, reply: webhookDeliveryListSchema, permission,
  }),
  resend: defineCall({ method: 'POST', path: `${webhooks}/:webhookId/deliveries/:deliveryId/resend`, params: webhookDeliveryParamsSchema, reply: webhookDeletedSchema, permission }),
};
