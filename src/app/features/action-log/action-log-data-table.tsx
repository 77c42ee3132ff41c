import { dataChanges } from './data-changes';
import { useActionLogWords } from './use-action-log-words';

function Value({ value }: { value: unknown }) {
  const { t } = useActionLogWords();
  if (value === undefined || value === null) return <span className="muted">{t('actionLog.none')}</span>;
  return <pre className="action-log-json">{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</pre>;
}

/** The data before and after side by side, one row per field; changed fields are marked in words, not only in colour. */
export function ActionLogDataTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useActionLogWords();
  const rows = dataChanges(before, after);
  if (rows.length === 0) return <p className="muted">{t('actionLog.noData')}</p>;
  return (
    <>
      <p className="muted">{t('actionLog.changedCount', { count: rows.filter((row) => row.changed).length })}</p>
      <table className="action-log-data">
        <caption className="sr-only">{t('actionLog.data')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('actionLog.field')}</th>
            <th scope="col">{t('actionLog.before')}</th>
            <th scope="col">{t('actionLog.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key ?? ''} data-changed={row.changed || undefined}>
              <th scope="row">
                <code>{row.key ?? t('actionLog.value')}</code>
                {row.changed && <span className="action-log-changed">{t('actionLog.changed')}</span>}
              </th>
              <td><Value value={row.before} /></td>
              <td><Value value={row.after} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
