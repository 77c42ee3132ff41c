import { Icon } from '#app/shared/ui/icon';
import { useSyncStatus } from './use-sync-status';
import { useT } from '#app/shared/i18n/use-t';
import { syncMessages } from './sync-messages';

/** Always-present polite live region; its text appears when the connection is lost. */
export function OfflineBanner() {
  const t = useT(syncMessages);
  const { online } = useSyncStatus();
  return (
    <div role="status" className={online ? 'offline-banner-slot' : 'offline-banner'}>
      {!online && (
        <>
          <Icon name="cloudOff" />
          <span>{t('sync.offlineBanner')}</span>
        </>
      )}
    </div>
  );
}
