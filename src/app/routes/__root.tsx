import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { NotFoundPage } from '#app/shell/errors/not-found-page';
import { UpdatePrompt } from '#app/shell/pwa/update-prompt';
import { SessionProvider } from '#app/shell/session/session-context';
import { useSession } from '#app/shell/session/use-session';
import { DatabaseReplacedNotice } from '#app/features/offline/database-replaced-notice';
import { useSyncEngine } from '#app/features/offline/use-sync-engine';
import { SyncStatusProvider } from '#app/features/offline/use-sync-status';
import { SignedInNotificationBell } from '#app/features/notifications/signed-in-notification-bell';
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
      <SignedInNotificationBell />
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

/**
 * Design drafts saved on the device are sent from any page, but only authors have them: the code
 * loads once someone is signed in, never on a citizen's visit. If it cannot load (offline, not
 * cached yet) the next page load starts it.
 */
const DesignDraftSync = lazy(() =>
  import('#app/features/designer/drafts/design-sync-start')
    .then((module) => ({ default: module.DesignDraftSync }))
    .catch(() => ({ default: () => null })),
);

function SignedInBackgroundWork() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Suspense fallback={null}><DesignDraftSync /></Suspense> : null;
}

/** The app shell: session (system/init), sync engine start, toasts and the update prompt around every route. */
function RootComponent() {
  useSyncEngine();
  return (
    <SessionProvider>
      <SignedInBackgroundWork />
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
