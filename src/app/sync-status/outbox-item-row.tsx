import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { discardItem, retryItem, type OutboxItem } from '#offline/index';
import { Button } from '../ui/button';
import { showToast } from '../ui/toast';
import { problemText } from './problem-text';

/** One answer that needs a person: its form, reason, and retry / discard (discard asks first). */
export function OutboxItemRow({ item }: { item: OutboxItem }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // the Discard button is replaced by the question: move focus to it so keyboard users are not lost
    if (confirming) confirmRef.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus();
  }, [confirming]);
  const act = (action: () => Promise<void>) => {
    action().catch(() => showToast('error', intl.formatMessage({ id: 'sync.actionFailed' })));
  };
  return (
    <li className="outbox-item">
      <strong>{item.formTitle}</strong>
      <span className="outbox-item-state" data-state={item.state}>
        {intl.formatMessage({ id: `sync.state.${item.state === 'rejected' ? 'rejected' : 'needs-attention'}` })}
      </span>
      <span>{problemText(intl, item.problem?.code, item.problem?.message) ?? intl.formatMessage({ id: 'sync.noReason' })}</span>
      <span className="muted">
        {intl.formatMessage({ id: 'sync.savedAt' }, { time: intl.formatDate(item.createdAt, { dateStyle: 'short', timeStyle: 'short' }) })}
      </span>
      {confirming ? (
        <div ref={confirmRef} className="outbox-item-actions" role="group" aria-label={intl.formatMessage({ id: 'sync.discard' })}>
          <p>{intl.formatMessage({ id: 'sync.discardConfirm' })}</p>
          <Button variant="danger" onPress={() => act(() => discardItem(item.responseId))}>
            {intl.formatMessage({ id: 'sync.discardYes' })}
          </Button>
          <Button onPress={() => setConfirming(false)}>{intl.formatMessage({ id: 'sync.discardNo' })}</Button>
        </div>
      ) : (
        <div className="outbox-item-actions">
          {item.state === 'needs-attention' && (
            <Button variant="primary" onPress={() => act(() => retryItem(item.responseId))}>
              {intl.formatMessage({ id: 'sync.retry' })}
            </Button>
          )}
          <Button variant="danger" onPress={() => setConfirming(true)}>{intl.formatMessage({ id: 'sync.discard' })}</Button>
        </div>
      )}
    </li>
  );
}
