import { useIntl } from 'react-intl';
import { Button } from '../ui/button';

/** Previous / next with "page 2 of 5" between; hidden when everything fits on one page. */
export function FormListsPager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label?: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="form-pager" aria-label={label ?? t('formLists.pages')}>
      <Button isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span> {t('formLists.previous')}
      </Button>
      <span aria-current="page">{t('formLists.page', { page, pages })}</span>
      <Button isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {t('formLists.next')} <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
