import { useEffect, useState } from 'react';
import { requestFlush, subscribeQueuedReports, subscribeVisibleOutbox, type OutboxItem, type QueuedReport } from '#offline/index';
import { OutboxItemRow } from './outbox-item-row';
import { problemText } from './problem-text';
import { useSyncStatus } from './use-sync-status';
import { Button } from '#app/shared/ui/button';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { offlineFormsMessages } from './offline-forms-messages';
import { syncMessages } from './sync-messages';

/** "Hộp thư đi": every unsent answer of this person, the ones needing them with the reason and what to do. */
export function OutboxSection() {
  const formatDate = useDateFormat();
  const t = useT(offlineFormsMessages, syncMessages);
  const status = useSyncStatus();
  const [items, setItems] = useState<OutboxItem[]>([]);
  const [reports, setReports] = useState<QueuedReport[]>([]);
  useEffect(() => subscribeVisibleOutbox(setItems), []);
  useEffect(() => subscribeQueuedReports(setReports), []);
  const pending = items.filter((i) => i.state === 'pending');
  const attention = items.filter((i) => i.state !== 'pending');
  const refusedReport = reports.find((r) => r.state === 'rejected');
  return (
    <section className="card offline-section" aria-labelledby="offline-outbox">
      <h2 id="offline-outbox">{t('offlineForms.outbox')}</h2>
      {items.length === 0 && <p className="muted">{t('offlineForms.outboxEmpty')}</p>}
      {pending.length > 0 && (
        <>
          <p>{t('sync.waiting', { count: pending.length })}</p>
          <Button variant="primary" onPress={() => requestFlush('manual')} isDisabled={status.syncing}>{t('sync.sendNow')}</Button>
        </>
      )}
      {items.length > 0 && (
        <ul className="outbox-list" aria-label={t('offlineForms.outboxLabel')}>
          {attention.map((item) => <OutboxItemRow key={item.responseId} item={item} />)}
          {pending.map((item) => (
            <li key={item.responseId} className="outbox-item">
              <strong>{item.formTitle}</strong>
              <span className="outbox-item-state" data-state="pending">{t('offlineForms.itemWaiting')}</span>
              {item.problem && <span className="muted">{problemText(t, item.problem.code, item.problem.message)}</span>}
              <span className="muted">{t('sync.savedAt', { time: formatDate(item.createdAt) })}</span>
            </li>
          ))}
        </ul>
      )}
      {reports.length > 0 && <p>{t('offlineForms.reports', { count: reports.length })}</p>}
      {refusedReport && (
        <p className="sync-error">
          {t('offlineForms.reportRefused', { reason: problemText(t, refusedReport.problem?.code, refusedReport.problem?.message) ?? t('sync.noReason') })}
        </p>
      )}
    </section>
  );
}
