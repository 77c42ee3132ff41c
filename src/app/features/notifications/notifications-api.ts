import { queryOptions } from '@tanstack/react-query';
import { type NotificationReadReply, notificationCalls as calls, notificationListSchema } from '#core/api';
import { fetchWithOfflineCopy } from '#app/shared/http/offline-query';
import { callApi } from '#app/shared/http/call-api';

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
      callApi(calls.list, { query: { page: 1, pageSize: NOTIFICATIONS_SHOWN }, signal })),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 10_000,
  });

export function markNotificationRead(id: number): Promise<NotificationReadReply> {
  return callApi(calls.read, { params: { id } });
}

export function markAllNotificationsRead(): Promise<NotificationReadReply> {
  return callApi(calls.readAll);
}
