import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead, markNotificationRead, notificationKeys, notificationsQuery } from './notifications-api';

/** The signed-in user's notifications, and marking them read (the list is reloaded after). */
export function useNotifications(userId: number) {
  const queryClient = useQueryClient();
  const list = useQuery(notificationsQuery(userId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
  const readOne = useMutation({ mutationFn: markNotificationRead, onSettled: refresh });
  const readAll = useMutation({ mutationFn: markAllNotificationsRead, onSettled: refresh });
  return { list, readOne, readAll };
}

