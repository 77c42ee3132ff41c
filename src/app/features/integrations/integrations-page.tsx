import './integrations.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import type { IntegrationItem } from '#core/api';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Pager } from '#app/shared/ui/pager';
import { Spinner } from '#app/shared/ui/spinner';
import { TextField } from '#app/shared/ui/text-field';
import { IntegrationFormDialog } from './integration-form-dialog';
import { INTEGRATIONS_PAGE_SIZE, type IntegrationFilters, integrationsQuery } from './integrations-api';
import { IntegrationsTable } from './integrations-table';
import { SecretDialog, type ShownSecret } from './secret-dialog';
import { useIntegrationsWords } from './use-integrations-words';

interface Props {
  filters: IntegrationFilters;
  onChange: (next: IntegrationFilters) => void;
}

function Results({ filters, onChange, onEdit, onSecret }: Props & { onEdit: (a: IntegrationItem) => void; onSecret: (s: ShownSecret) => void }) {
  const { t } = useIntegrationsWords();
  const accounts = useQuery({ ...integrationsQuery(filters), placeholderData: keepPreviousData });
  if (accounts.isPending) return <Spinner label={t('integrations.loading')} />;
  if (accounts.isError) {
    return <Alert tone="error">{t('integrations.loadFailed')} <Button onPress={() => void accounts.refetch()}>{t('common.retry')}</Button></Alert>;
  }
  const { data, totalData } = accounts.data;
  return (
    <>
      <p className="muted" role="status">{t('integrations.count', { count: totalData })}</p>
      {data.length === 0 ? <p>{t('integrations.empty')}</p> : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
        <div className="integrations-scroll" role="region" aria-label={t('integrations.table')} tabIndex={0}>
          <IntegrationsTable accounts={data} onEdit={onEdit} onSecret={onSecret} />
        </div>
      )}
      <Pager page={filters.page} pages={Math.ceil(totalData / INTEGRATIONS_PAGE_SIZE)} onPage={(page) => onChange({ ...filters, page })} label={t('integrations.pagesOf')} />
    </>
  );
}

/** Management → integration accounts: search, a paged table, the create/edit dialog and the one-time secret. */
export function IntegrationsPage({ filters, onChange }: Props) {
  const { t } = useIntegrationsWords();
  const [text, setText] = useState(filters.search ?? '');
  const [editing, setEditing] = useState<IntegrationItem | 'new' | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() || undefined, page: 1 });
  };
  return (
    <div className="integrations-page">
      <h1>{t('management.section.integrate-users')}</h1>
      <p className="muted">{t('integrations.intro')}</p>
      <section className="card">
        <div className="integrations-bar">
          <form role="search" aria-label={t('integrations.filters')} className="integrations-search" onSubmit={submit}>
            <TextField label={t('integrations.search')} type="search" value={text} onChange={setText} />
            <Button type="submit">{t('integrations.searchButton')}</Button>
          </form>
          <Button variant="primary" onPress={() => setEditing('new')}>{t('integrations.new')}</Button>
        </div>
        <Results filters={filters} onChange={onChange} onEdit={setEditing} onSecret={setSecret} />
      </section>
      {editing !== null && (
        <IntegrationFormDialog
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(saved) => {
            setEditing(null);
            if (saved.clientSecret) setSecret({ name: saved.name, clientId: saved.clientId, clientSecret: saved.clientSecret });
          }}
        />
      )}
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
