import { Link } from '@tanstack/react-router';
import type { ErrorReportItem } from '#core/api';
import { ErrorReportStatusButton } from './error-report-status-button';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { errorReportsMessages } from './error-reports-messages';

function FormCell({ form }: { form: ErrorReportItem['form'] }) {
  const t = useT(errorReportsMessages);
  if (!form) return <span className="muted">{t('errorReports.formRemoved')}</span>;
  const title = form.title.trim() || t('errorReports.untitled');
  return (
    <>
      <Link to="/forms/$id/edit" params={{ id: form.id }}>{title}</Link>
      <Link to="/$code" params={{ code: form.shortUrl }} className="error-reports-short" aria-label={t('errorReports.openPublic', { title })}>
        /{form.shortUrl}
      </Link>
    </>
  );
}

/** One page of reports: content (and who sent it), form, contact, date, status and the status button. */
export function ErrorReportsTable({ reports }: { reports: readonly ErrorReportItem[] }) {
  const formatDate = useDateFormat();
  const t = useT(errorReportsMessages);
  const when = (iso: string) => formatDate(iso);
  return (
    <table className="error-reports-table">
      <caption className="sr-only">{t('errorReports.table')}</caption>
      <thead>
        <tr>
          {(['content', 'form', 'contact', 'date', 'status', 'action'] as const).map((col) => <th key={col} scope="col">{t(`errorReports.col.${col}`)}</th>)}
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={report.id}>
            <td className="error-reports-content">
              {report.content}
              {report.reporterName && <span className="muted error-reports-by">{t('errorReports.by', { name: report.reporterName })}</span>}
            </td>
            <td className="error-reports-form"><FormCell form={report.form} /></td>
            <td className="error-reports-contact">{report.contact ?? <span className="muted">{t('errorReports.noContact')}</span>}</td>
            <td className="error-reports-date"><time dateTime={report.createdAt}>{when(report.createdAt)}</time></td>
            <td><span className="error-reports-status" data-status={report.status}>{t(`errorReports.status.${report.status}`)}</span></td>
            <td><ErrorReportStatusButton report={report} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
