import { useQuery } from '@tanstack/react-query';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ActionLogDetail, ActionLogItem } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { actionLogDetailQuery } from './action-log-api';
import { ActionLogDataTable } from './action-log-data-table';
import { useActionLogWords } from './use-action-log-words';

function Facts({ record }: { record: ActionLogDetail }) {
  const words = useActionLogWords();
  const { t } = words;
  const user = record.user ? `${words.who(record)} (${record.user.username})` : words.who(record);
  const entity = record.entityId === null ? words.entity(record.entity) : `${words.entity(record.entity)} ${t('actionLog.entityId', { id: record.entityId })}`;
  const facts: ['time' | 'user' | 'type' | 'title' | 'entity' | 'ip', string][] = [
    ['time', words.time(record.createdAt)], ['user', user], ['type', words.type(record.type)], ['title', record.title],
    ['entity', entity], ['ip', record.ip ?? t('actionLog.unknown')],
  ];
  return (
    <dl className="action-log-facts">
      {facts.map(([key, value]) => <div key={key}><dt>{t(`actionLog.col.${key}`)}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}

function Body({ id }: { id: number }) {
  const { t } = useActionLogWords();
  const detail = useQuery(actionLogDetailQuery(id));
  if (detail.isPending) return <Spinner label={t('actionLog.loading')} />;
  if (detail.isError) {
    return <Alert tone="error">{t('actionLog.loadFailed')} <Button onPress={() => void detail.refetch()}>{t('common.retry')}</Button></Alert>;
  }
  return (
    <>
      <Facts record={detail.data} />
      <h3 className="action-log-data-title">{t('actionLog.data')}</h3>
      <ActionLogDataTable before={detail.data.oldData} after={detail.data.newData} />
    </>
  );
}

/** One record: who, what, when, where, and its data before and after. Escape or "Close" returns to the list. */
export function ActionLogDetailDialog({ record, onClose }: { record: ActionLogItem | null; onClose: () => void }) {
  const { t } = useActionLogWords();
  return (
    <ModalOverlay className="dialog-overlay" isOpen={record !== null} onOpenChange={(open) => { if (!open) onClose(); }} isDismissable>
      <Modal className="dialog-modal action-log-modal">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog-title">{t('actionLog.detailTitle', { id: record?.id ?? '' })}</Heading>
          <div className="dialog-body">{record && <Body id={record.id} />}</div>
          <div className="dialog-actions">
            <Button variant="primary" onPress={onClose}>{t('common.close')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
