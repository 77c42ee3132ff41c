import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../errors/not-found-page';
import { useDesignDraftSync } from '../forms/design-sync-start';
import { UpdatePrompt } from '../pwa/update-prompt';
import { SessionProvider } from '../session/session-context';
import { DatabaseReplacedNotice } from '../sync-status/database-replaced-notice';
import { useSyncEngine } from '../sync-status/use-sync-engine';
import { SyncStatusProvider } from '../sync-status/use-sync-status';
import { ToastRegion } from '../ui/toast';

export interface RouterContext {
  queryClient: QueryClient;
}

/** The app shell: session (system/init), sync engine start, toasts and the update prompt around every route. */
function RootComponent() {
  useSyncEngine();
  useDesignDraftSync();
  return (
    <SessionProvider>
      <SyncStatusProvider>
        <Outlet />
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
