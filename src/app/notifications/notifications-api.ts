import { queryOptions } from '@tanstack/react-query';
import { type NotificationReadReply, notificationListSchema, notificationReadReplySchema } from '#core/api';
import { api } from '#core/api';
import { fetchWithOfflineCopy } from '../forms/offline-query';
import { apiRequest } from '../http/api-client';

/** The dropdown shows the newest page; older ones are rarely wanted from a bell. */
export const NOTIFICATIONS_SHOWN = 30;
/** SPEC: the bell refreshes on focus and every minute. */
const REFRESH_MS = 60_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: number) => [...notificationKeys.all, userId] as const,
};

/** The last list is kept on the device (per user): offline, the bell still shows it. */
export const notificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) => fetchWithOfflineCopy(`notifications:${userId}`, notificationListSchema, () =>
      apiRequest(api.notificationList, { query: { page: 1, pageSize: NOTIFICATIONS_SHOWN }, schema: notificationListSchema, signal })),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 10_000,
  });

export function markNotificationRead(id: number): Promise<NotificationReadReply> {
  return apiRequest(api.notificationRead(id), { method: 'POST', schema: notificationReadReplySchema });
}

export function markAllNotificationsRead(): Promise<NotificationReadReply> {
  return apiRequest(api.notificationReadAll, { method: 'POST', schema: notificationReadReplySchema });
}
