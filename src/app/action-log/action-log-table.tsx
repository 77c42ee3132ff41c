import type { ActionLogItem } from '#core/api';
import { Button } from '../ui/button';
import { useActionLogWords } from './use-action-log-words';

const columns = ['time', 'user', 'type', 'title', 'entity', 'ip', 'detail'] as const;

/** One page of records; "View" opens the record with its data before and after. */
export function ActionLogTable({ records, onOpen }: { records: readonly ActionLogItem[]; onOpen: (item: ActionLogItem) => void }) {
  const words = useActionLogWords();
  const { t } = words;
  return (
    <table className="action-log-table">
      <caption className="sr-only">{t('actionLog.table')}</caption>
      <thead>
        <tr>{columns.map((col) => <th key={col} scope="col">{t(`actionLog.col.${col}`)}</th>)}</tr>
      </thead>
      <tbody>
        {records.map((item) => (
          <tr key={item.id}>
            <td className="action-log-time"><time dateTime={item.createdAt}>{words.time(item.createdAt)}</time></td>
            <td className="action-log-who">
              {words.who(item)}
              {item.user && <span className="muted action-log-username">{item.user.username}</span>}
            </td>
            <td><span className="action-log-type" data-type={item.type}>{words.type(item.type)}</span></td>
            <td className="action-log-title">{item.title}</td>
            <td className="action-log-entity">
              {words.entity(item.entity)}
              {item.entityId !== null && <span className="muted"> {t('actionLog.entityId', { id: item.entityId })}</span>}
            </td>
            <td className="action-log-ip">{item.ip ?? <span className="muted">{t('actionLog.unknown')}</span>}</td>
            <td>
              <Button aria-label={t('actionLog.openNamed', { id: item.id })} onPress={() => onOpen(item)}>{t('actionLog.open')}</Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
