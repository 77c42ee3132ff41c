import { Dialog, DialogTrigger, Heading, Popover, Button as AriaButton } from 'react-aria-components';
import { requestFlush } from '#offline/index';
import { Button } from '#app/shared/ui/button';
import { Icon } from '#app/shared/ui/icon';
import { OutboxItemRow } from './outbox-item-row';
import { problemText } from './problem-text';
import { useSyncStatus } from './use-sync-status';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { syncMessages } from './sync-messages';

/** Compact status in the navigation bar; opens a panel with details and the answers that need a person. */
export function SyncStatusIndicator() {
  const t = useT(syncMessages);
  const formatDate = useDateFormat();
  const status = useSyncStatus();
  const attention = status.needsAttention.length;
  const stateText = t(status.syncing ? 'sync.syncing' : status.online ? 'sync.online' : 'sync.offline');
  const waitingText = t('sync.waiting', { count: status.waiting });
  const attentionText = attention > 0 ? ` ${t('sync.attention', { count: attention })}` : '';
  const count = status.waiting + attention;
  const lastProblem = problemText(t, status.lastErrorCode, status.lastError);
  return (
    <DialogTrigger>
      <AriaButton
        className="sync-indicator"
        data-online={status.online}
        data-attention={attention > 0}
        aria-label={t('sync.button', { state: stateText, waiting: waitingText }) + attentionText}
      >
        <Icon name={status.online ? 'cloud' : 'cloudOff'} />
        <span className="sync-indicator-text">{stateText}</span>
        {count > 0 && <span className="sync-indicator-count">{count}</span>}
      </AriaButton>
      <Popover placement="bottom end" className="popover sync-popover">
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
    </DialogTrigger>
  );
}
