import '../forms/form-lists-dialog.css';
import './action-log.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActionLogItem } from '#core/api';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { ACTION_LOG_PAGE_SIZE, type ActionLogFilters, actionLogQuery } from './action-log-api';
import { ActionLogDetailDialog } from './action-log-detail-dialog';
import { ActionLogFiltersForm } from './action-log-filters';
import { Pager } from '../ui/pager';
import { ActionLogTable } from './action-log-table';
import { useActionLogWords } from './use-action-log-words';

interface Props {
  filters: ActionLogFilters;
  onChange: (next: ActionLogFilters) => void;
}

function Results({ filters, onChange }: Props) {
  const { t } = useActionLogWords();
  const [open, setOpen] = useState<ActionLogItem | null>(null);
  const records = useQuery({ ...actionLogQuery(filters), placeholderData: keepPreviousData });
  if (records.isPending) return <Spinner label={t('actionLog.loading')} />;
  if (records.isError) {
    return <Alert tone="error">{t('actionLog.loadFailed')} <Button onPress={() => void records.refetch()}>{t('common.retry')}</Button></Alert>;
  }
  const { data, totalData } = records.data;
  return (
    <>
      <p className="muted" role="status">{t('actionLog.count', { count: totalData })}</p>
      {data.length === 0 ? <p>{t('actionLog.empty')}</p> : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
        <div className="action-log-scroll" role="region" aria-label={t('actionLog.table')} tabIndex={0}>
          <ActionLogTable records={data} onOpen={setOpen} />
        </div>
      )}
      <Pager page={filters.page} pages={Math.ceil(totalData / ACTION_LOG_PAGE_SIZE)} onPage={(page) => onChange({ ...filters, page })} label={t('actionLog.pagesOf')} />
      <ActionLogDetailDialog record={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** Management → action log: filters above a paged table of the company's records, newest first. */
export function ActionLogPage({ filters, onChange }: Props) {
  const { t } = useActionLogWords();
  const formKey = [filters.user, filters.from, filters.to].join('|');
  return (
    <div className="action-log-page">
      <h1>{t('management.section.action-log')}</h1>
      <p className="muted">{t('actionLog.intro')}</p>
      <section className="card">
        <ActionLogFiltersForm key={formKey} filters={filters} onChange={onChange} />
        <Results filters={filters} onChange={onChange} />
      </section>
    </div>
  );
}
