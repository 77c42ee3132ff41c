import { lazy, Suspense, type ComponentType } from 'react';
import { useSession } from '#app/shell/session/use-session';

/** Only signed-in people have notifications: a citizen's visit never loads the bell's code. Offline and never loaded, there is no bell. */
const NotificationBell = lazy<ComponentType<{ userId: number }>>(() =>
  import('./notification-bell')
    .then((module) => ({ default: module.NotificationBell }))
    .catch(() => ({ default: () => null })),
);

/** The navigation bar's notification bell, for signed-in people. */
export function SignedInNotificationBell() {
  const userId = useSession().user?.id ?? null;
  return userId === null ? null : <Suspense fallback={null}><NotificationBell userId={userId} /></Suspense>;
}
