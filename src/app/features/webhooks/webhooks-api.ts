import { queryOptions } from '@tanstack/react-query';
import { type CreateWebhookBody, type UpdateWebhookBody, type WebhookItem, type WebhookSaved, webhookCalls as calls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

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
    queryFn: ({ signal }) => callApi(calls.list, { params: { id: formId }, signal }),
    staleTime: 0,
    refetchInterval: LOG_REFRESH_MS,
  });

export const deliveriesQuery = (formId: number, webhookId: number, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(formId, webhookId, page),
    queryFn: ({ signal }) => callApi(calls.deliveries, { params: { id: formId, webhookId }, query: { page, pageSize: DELIVERIES_PAGE_SIZE }, signal }),
    staleTime: 0,
    refetchInterval: LOG_REFRESH_MS,
  });

export const createWebhook = (formId: number, body: CreateWebhookBody): Promise<WebhookSaved> =>
  callApi(calls.create, { params: { id: formId }, body });

/** The webhook as it is, with some fields changed (pause, resume, address, new secret). */
export const updateWebhook = (item: WebhookItem, patch: Partial<UpdateWebhookBody>): Promise<WebhookSaved> =>
  callApi(calls.update, { params: { id: item.formId, webhookId: item.id }, body: { url: item.url, active: item.active, ...patch } });

export const deleteWebhook = (item: WebhookItem) =>
  callApi(calls.remove, { params: { id: item.formId, webhookId: item.id } });

export const resendDelivery = (item: WebhookItem, deliveryId: number) =>
  callApi(calls.resend, { params: { id: item.formId, webhookId: item.id, deliveryId } });
