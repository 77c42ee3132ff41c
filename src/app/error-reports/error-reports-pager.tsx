import { useIntl } from 'react-intl';
import { Button } from '../ui/button';

/** Previous / next around "page 2 of 5"; nothing when one page holds everything. */
export function ErrorReportsPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="error-reports-pager" aria-label={t('errorReports.pages')}>
      <Button isDisabled={page <= 1} onPress={() => onPage(page - 1)}>{t('errorReports.previous')}</Button>
      <span aria-current="page">{t('errorReports.page', { page, pages: Math.max(pages, page) })}</span>
      <Button isDisabled={page >= pages} onPress={() => onPage(page + 1)}>{t('errorReports.next')}</Button>
    </nav>
  );
}
