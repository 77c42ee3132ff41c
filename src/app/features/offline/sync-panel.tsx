import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { requestFlush } from '#offline/index';
import { Button } from '#app/shared/ui/button';
import { Icon } from '#app/shared/ui/icon';
import { OutboxItemRow } from './outbox-item-row';
import { problemText } from './problem-text';
import { useSyncStatus } from './use-sync-status';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { syncMessages } from './sync-messages';

interface SyncPanelProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The sync indicator's panel: state, last sync, "send now" and the answers that need a person. */
export function SyncPanel({ triggerRef, onClose }: SyncPanelProps) {
  const t = useT(syncMessages);
  const formatDate = useDateFormat();
  const status = useSyncStatus();
  const attention = status.needsAttention.length;
  const stateText = t(status.syncing ? 'sync.syncing' : status.online ? 'sync.online' : 'sync.offline');
  const waitingText = t('sync.waiting', { count: status.waiting });
  const lastProblem = problemText(t, status.lastErrorCode, status.lastError);
  return (
    <Popover triggerRef={triggerRef} isOpen onOpenChange={(open) => !open && onClose()} placement="bottom end" className="popover sync-popover">
      <Dialog className="sync-panel">
        <Heading slot="title" className="sync-panel-title">{t('sync.title')}</Heading>
        <p className="sync-panel-state" data-online={status.online}>
          <Icon name={status.online ? 'cloud' : 'cloudOff'} /> {stateText}
        </p>
        <p>{waitingText}</p>
        {status.waiting > 0 && (
          <Button variant="primary" onPress={() => requestFlush('manual')} isDisabled={status.syncing}>
            {t('sync.sendNow')}
          </Button>
        )}
        <p>
          {status.lastSyncAt
            ? t('sync.lastSync', { time: formatDate(status.lastSyncAt) })
            : t('sync.never')}
        </p>
        {lastProblem && <p className="sync-error">{t('sync.lastError', { error: lastProblem })}</p>}
        {attention > 0 ? (
          <>
            <h3 className="sync-items-heading">{t('sync.itemsHeading')}</h3>
            <ul className="outbox-list">
              {status.needsAttention.map((item) => (
                <OutboxItemRow key={item.responseId} item={item} />
              ))}
            </ul>
          </>
        ) : (
          status.waiting === 0 && <p className="muted">{t('sync.allSent')}</p>
        )}
      </Dialog>
    </Popover>
  );
}
