import type { IntegrationItem } from '#core/api';
import { IntegrationActions } from './integration-actions';
import type { ShownSecret } from './secret-dialog';
import { useIntegrationsWords } from './use-integrations-words';

interface Props {
  accounts: readonly IntegrationItem[];
  onEdit: (account: IntegrationItem) => void;
  onSecret: (shown: ShownSecret) => void;
}

/** One page of accounts: name and description, client id, status, last use, scope and the actions. */
export function IntegrationsTable({ accounts, onEdit, onSecret }: Props) {
  const { t, when } = useIntegrationsWords();
  return (
    <table className="integrations-table">
      <caption className="sr-only">{t('integrations.table')}</caption>
      <thead>
        <tr>{(['name', 'clientId', 'status', 'lastUsed', 'scope', 'actions'] as const).map((col) => <th key={col} scope="col">{t(`integrations.col.${col}`)}</th>)}</tr>
      </thead>
      <tbody>
        {accounts.map((a) => (
          <tr key={a.id}>
            <th scope="row" className="integrations-name">
              {a.name}
              {a.description && <span className="muted integrations-description">{a.description}</span>}
            </th>
            <td><code className="integrations-client">{a.clientId}</code></td>
            <td>
              <span className="integrations-status" data-enabled={a.enabled}>{t(a.enabled ? 'integrations.status.enabled' : 'integrations.status.disabled')}</span>
            </td>
            <td>{a.lastUsedAt ? <time dateTime={a.lastUsedAt}>{when(a.lastUsedAt)}</time> : <span className="muted">{t('integrations.never')}</span>}</td>
            <td>
              {a.scope.length === 0 ? <span className="muted">{t('integrations.noScope')}</span> : (
                <ul className="integrations-codes">{a.scope.map((code) => <li key={code}><code>{code}</code></li>)}</ul>
              )}
            </td>
            <td><IntegrationActions account={a} onEdit={onEdit} onSecret={onSecret} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
