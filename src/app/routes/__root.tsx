import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '#app/shell/errors/not-found-page';
import { useDesignDraftSync } from '#app/features/designer/drafts/design-sync-start';
import { UpdatePrompt } from '#app/shell/pwa/update-prompt';
import { SessionProvider } from '#app/shell/session/session-context';
import { DatabaseReplacedNotice } from '#app/features/offline/database-replaced-notice';
import { useSyncEngine } from '#app/features/offline/use-sync-engine';
import { SyncStatusProvider } from '#app/features/offline/use-sync-status';
import { NotificationBell } from '#app/features/notifications/notification-bell';
import { OfflineBanner } from '#app/features/offline/offline-banner';
import { GuardedSignOutButton } from '#app/features/offline/sign-out-guard';
import { StorageWarning } from '#app/features/offline/storage-warning';
import { SyncStatusIndicator } from '#app/features/offline/sync-status-indicator';
import { ShellSlotsProvider, type ShellSlots } from '#app/shell/layouts/shell-slots';
import { ToastRegion } from '#app/shared/ui/toast';

export interface RouterContext {
  queryClient: QueryClient;
}

/** What every layout shows from features: the device's offline state and the notifications. */
const shellSlots: ShellSlots = {
  navTools: (
    <>
      <SyncStatusIndicator />
      <NotificationBell />
    </>
  ),
  notices: (
    <>
      <OfflineBanner />
      <StorageWarning />
    </>
  ),
  signOut: <GuardedSignOutButton />,
};

/** The app shell: session (system/init), sync engine start, toasts and the update prompt around every route. */
function RootComponent() {
  useSyncEngine();
  useDesignDraftSync();
  return (
    <SessionProvider>
      <SyncStatusProvider>
        <ShellSlotsProvider slots={shellSlots}>
          <Outlet />
        </ShellSlotsProvider>
      </SyncStatusProvider>
      <ToastRegion />
      <UpdatePrompt />
      <DatabaseReplacedNotice />
    </SessionProvider>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});
