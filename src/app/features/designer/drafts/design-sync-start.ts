import { useEffect } from 'react';
import { onDesignDraftSent, startDesignDraftSync } from '#offline/index';
import { showToast } from '#app/shared/ui/toast';
import { designSyncTransport } from './design-sync';
import { isDraftOpenHere } from './use-design-draft-stored';
import { useT } from '#app/shared/i18n/use-t';
import { designerOfflineMessages } from './designer-offline-messages';

/**
 * Once per page (the app shell): design drafts saved on the device are sent when the connection
 * returns, whichever page is open. A draft whose designer is open in this page is reported by the
 * designer itself; the others (their tab was closed) get a short notice here.
 */
export function useDesignDraftSync(): void {
  const t = useT(designerOfflineMessages);
  useEffect(() => startDesignDraftSync({ transport: designSyncTransport }), []);
  useEffect(
    () =>
      onDesignDraftSent((event) => {
        if (isDraftOpenHere(event.key)) return;
        const title = event.sent.title || t('designerOffline.untitled');
        if (event.outcome.kind === 'saved') showToast('success', t('designerOffline.backgroundSaved', { title }));
        if (event.outcome.kind === 'conflict') showToast('info', t('designerOffline.backgroundConflict', { title }));
      }),
    [t],
  );
}

/** The hook as a component that renders nothing, for the shell to load only for signed-in people. */
export function DesignDraftSync(): null {
  useDesignDraftSync();
  return null;
}
