import { lazy, Suspense, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '#app/shared/ui/icon';
import { useSyncStatus } from './use-sync-status';
import { useT } from '#app/shared/i18n/use-t';
import { syncMessages } from './sync-messages';

// the panel's code (React Aria's popover, the outbox rows) loads when it first opens; precached for offline use (vite.config.ts)
const SyncPanel = lazy(() => import('./sync-panel').then((module) => ({ default: module.SyncPanel })));

/** Compact status in the navigation bar; opens a panel with details and the answers that need a person. */
export function SyncStatusIndicator() {
  const t = useT(syncMessages);
  const status = useSyncStatus();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const attention = status.needsAttention.length;
  const stateText = t(status.syncing ? 'sync.syncing' : status.online ? 'sync.online' : 'sync.offline');
  const waitingText = t('sync.waiting', { count: status.waiting });
  const attentionText = attention > 0 ? ` ${t('sync.attention', { count: attention })}` : '';
  const count = status.waiting + attention;
  return (
    <>
      <AriaButton
        ref={trigger}
        className="sync-indicator"
        data-online={status.online}
        data-attention={attention > 0}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPress={() => setOpen(true)}
        aria-label={t('sync.button', { state: stateText, waiting: waitingText }) + attentionText}
      >
        <Icon name={status.online ? 'cloud' : 'cloudOff'} />
        <span className="sync-indicator-text">{stateText}</span>
        {count > 0 && <span className="sync-indicator-count">{count}</span>}
      </AriaButton>
      {open && (
        <Suspense fallback={null}>
          <SyncPanel triggerRef={trigger} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
