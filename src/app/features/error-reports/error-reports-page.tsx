import './error-reports.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { ERROR_REPORTS_PAGE_SIZE, type ErrorReportFilters, errorReportsQuery } from './error-reports-api';
import { ErrorReportsFilters } from './error-reports-filters';
import { Pager } from '#app/shared/ui/pager';
import { ErrorReportsTable } from './error-reports-table';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { errorReportsMessages } from './error-reports-messages';
import { managementMessages } from '#app/shell/management/management-messages';

interface Props {
  filters: ErrorReportFilters;
  onChange: (next: ErrorReportFilters) => void;
}

function Results({ filters, onChange }: Props) {
  const t = useT(commonMessages, errorReportsMessages, managementMessages);
  const reports = useQuery({ ...errorReportsQuery(filters), placeholderData: keepPreviousData });
  if (reports.isPending) return <Spinner label={t('errorReports.loading')} />;
  if (reports.isError) {
    return (
      <Alert tone="error">
        {t('errorReports.loadFailed')} <Button onPress={() => void reports.refetch()}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  const { data, totalData } = reports.data;
  const pages = Math.ceil(totalData / ERROR_REPORTS_PAGE_SIZE);
  return (
    <>
      <p className="muted" role="status">{t('errorReports.count', { count: totalData })}</p>
      {data.length === 0 ? <p>{t('errorReports.empty')}</p> : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
        <div className="error-reports-scroll" role="region" aria-label={t('errorReports.table')} tabIndex={0}>
          <ErrorReportsTable reports={data} />
        </div>
      )}
      <Pager page={filters.page} pages={pages} onPage={(page) => onChange({ ...filters, page })} label={t('errorReports.pagesOf')} />
    </>
  );
}

/** Management → error reports: filters above a paged table of the company's reports, newest first. */
export function ErrorReportsPage({ filters, onChange }: Props) {
  const t = useT(commonMessages, errorReportsMessages, managementMessages);
  return (
    <div className="error-reports-page">
      <h1>{t('management.section.error-reports')}</h1>
      <p className="muted">{t('errorReports.intro')}</p>
      <section className="card">
        <ErrorReportsFilters key={filters.search ?? ''} filters={filters} onChange={onChange} />
        <Results filters={filters} onChange={onChange} />
      </section>
    </div>
  );
}
