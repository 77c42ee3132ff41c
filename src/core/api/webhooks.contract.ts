import { z } from 'zod';
import { listSchema, pagingQuerySchema } from './envelope';
import { urlRowIdSchema } from './url-number.schema';

/** Waits before the 2nd, 3rd and 4th attempt (as Kobo's REST services: about 1, 10 and 100 minutes); then failed. */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 600_000, 6_000_000] as const;
/** How long one POST may take, connection to last byte of the reply, before it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Webhooks one form may have. */
export const MAX_WEBHOOKS_PER_FORM = 10;

/** The headers of every delivery (docs/integrations.md, "Webhooks"). */
export const WebhookHeader = {
  /** `<answer id>.<webhook id>`: the same for every attempt of one answer to one webhook */
  delivery: 'webhook-id',
  /** Unix seconds of this attempt */
  timestamp: 'webhook-timestamp',
  /** `v1=<hex HMAC-SHA256 of "<timestamp>.<body>" with the secret>` */
  signature: 'webhook-signature',
} as const;

export const webhookStatuses = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliveryStatusSchema = z.enum(webhookStatuses);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/**
 * The target: an absolute http(s) address without credentials (no `@` before the path) or fragment. Whether plain http and
 * which hosts are allowed is the server's call (loopback in tests only, never private networks).
 */
export const webhookUrlSchema = z.string().trim().min(1, 'validation.required').max(2000, 'validation.invalid')
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?][^\s#]*)?$/i, 'validation.webhookUrl');

export const webhookParamsSchema = z.object({ id: urlRowIdSchema, webhookId: urlRowIdSchema });
export const webhookDeliveryParamsSchema = webhookParamsSchema.extend({ deliveryId: urlRowIdSchema });

export const webhookItemSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  url: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** deliveries by status */
  pending: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
});
export type WebhookItem = z.infer<typeof webhookItemSchema>;
export const webhookListSchema = z.array(webhookItemSchema);

/** The reply of create, and of update with regenerateSecret: the secret is sent this once only. */
export const webhookSavedSchema = webhookItemSchema.extend({ secret: z.string().optional() });
export type WebhookSaved = z.infer<typeof webhookSavedSchema>;

/** POST /api/v1/form/{id}/webhooks */
export const createWebhookBodySchema = z.object({ url: webhookUrlSchema, active: z.boolean().default(true) });
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/** PUT /api/v1/form/{id}/webhooks/{webhookId}: `regenerateSecret` replaces the secret and answers it once. */
export const updateWebhookBodySchema = z.object({ url: webhookUrlSchema, active: z.boolean(), regenerateSecret: z.boolean().optional() });
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const webhookDeletedSchema = z.object({ id: z.number().int() });

export const webhookDeliveriesQuerySchema = pagingQuerySchema.extend({ status: webhookDeliveryStatusSchema.optional() });
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** the value of the webhook-id header */
  deliveryId: z.string(),
  responseId: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastHttpStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** when pending: the next attempt */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = listSchema(webhookDeliverySchema);
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

/** The JSON body of a delivery. `values`: element id → the answer as stored (docs/answer-kinds.md). */
export const webhookPayloadSchema = z.object({
  type: z.literal('answer.created'),
  deliveryId: z.string(),
  answer: z.object({
    id: z.string(),
    formId: z.number().int(),
    version: z.number().int(),
    submittedAt: z.string().nullable(),
    receivedAt: z.string(),
    values: z.record(z.string(), z.unknown()),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
