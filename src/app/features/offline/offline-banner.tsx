import { Icon } from '#app/shared/ui/icon';
import { useDeviceCopyShown } from './device-copy';
import { useSyncStatus } from './use-sync-status';
import { useT } from '#app/shared/i18n/use-t';
import { syncMessages } from './sync-messages';

/**
 * The one offline notice: an always-present polite live region, fixed at the bottom of the screen
 * (shell.css) so that it never moves the page under a finger when the connection goes or returns.
 * It says the form on screen is the device's copy when it is (DeviceCopyShown).
 */
export function OfflineBanner() {
  const t = useT(syncMessages);
  const { online } = useSyncStatus();
  const deviceCopy = useDeviceCopyShown();
  const shown = !online || deviceCopy;
  return (
    <div role="status" className={shown ? 'offline-banner' : 'offline-banner-slot'}>
      {shown && (
        <>
          <Icon name="cloudOff" />
          <span>{t(deviceCopy ? 'sync.offlineCopy' : 'sync.offlineBanner')}</span>
        </>
      )}
    </div>
  );
}
