import { queryOptions } from '@tanstack/react-query';
import {
  type CreateWebhookBody, type UpdateWebhookBody, type WebhookItem, type WebhookSaved,
  api, webhookDeletedSchema, webhookDeliveryListSchema, webhookListSchema, webhookSavedSchema,
} from '#core/api';
import { apiRequest } from '#app/shared/http/api-client';

export const DELIVERIES_PAGE_SIZE = 10;
/** the log refreshes itself while the screen is open: deliveries change without anyone acting */
const LOG_REFRESH_MS = 5000;

export const webhookKeys = {
  form: (formId: number) => ['webhooks', formId] as const,
  deliveries: (formId: number, webhookId: number, page: number) => [...webhookKeys.form(formId), 'deliveries', webhookId, page] as const,
};

export const webhooksQuery = (formId: number) =>
  queryOptions({
    queryKey: webhookKeys.form(formId),
    queryFn: ({ signal }) => apiRequest(api.formWebhooks(formId), { schema: webhookListSchema, signal }),
    staleTime: 0,
    refetchInterval: LOG_REFRESH_MS,
  });

export const deliveriesQuery = (formId: number, webhookId: number, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(formId, webhookId, page),
    queryFn: ({ signal }) => apiRequest(api.formWebhookDeliveries(formId, webhookId), {
      query: { page, pageSize: DELIVERIES_PAGE_SIZE }, schema: webhookDeliveryListSchema, signal,
    }),
    staleTime: 0,
    refetchInterval: LOG_REFRESH_MS,
  });

export const createWebhook = (formId: number, body: CreateWebhookBody): Promise<WebhookSaved> =>
  apiRequest(api.formWebhooks(formId), { method: 'POST', body, schema: webhookSavedSchema });

/** The webhook as it is, with some fields changed (pause, resume, address, new secret). */
export const updateWebhook = (item: WebhookItem, patch: Partial<UpdateWebhookBody>): Promise<WebhookSaved> =>
  apiRequest(api.formWebhook(item.formId, item.id), { method: 'PUT', body: { url: item.url, active: item.active, ...patch }, schema: webhookSavedSchema });

export const deleteWebhook = (item: WebhookItem) =>
  apiRequest(api.formWebhook(item.formId, item.id), { method: 'DELETE', schema: webhookDeletedSchema });

export const resendDelivery = (item: WebhookItem, deliveryId: number) =>
  apiRequest(api.formWebhookResend(item.formId, item.id, deliveryId), { method: 'POST', schema: webhookDeletedSchema });
