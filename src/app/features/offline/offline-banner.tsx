import { useIntl } from 'react-intl';
import { Icon } from '#app/shared/ui/icon';
import { useSyncStatus } from './use-sync-status';

/** Always-present polite live region; its text appears when the connection is lost. */
export function OfflineBanner() {
  const intl = useIntl();
  const { online } = useSyncStatus();
  return (
    <div role="status" className={online ? 'offline-banner-slot' : 'offline-banner'}>
      {!online && (
        <>
          <Icon name="cloudOff" />
          <span>{intl.formatMessage({ id: 'sync.offlineBanner' })}</span>
        </>
      )}
    </div>
  );
}
