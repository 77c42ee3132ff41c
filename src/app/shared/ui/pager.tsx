import { Button } from './button';
import { useT } from '#app/shared/i18n/use-t';
import { uiMessages } from './ui-messages';

/** Previous / next with "page 2 of 5" between; hidden when everything fits on one page. `label` names what is paged. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label?: string }) {
  const t = useT(uiMessages);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="pager" aria-label={label ?? t('ui.pager.pages')}>
      <Button isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span> {t('ui.pager.previous')}
      </Button>
      <span aria-current="page">{t('ui.pager.page', { page, pages: Math.max(pages, page) })}</span>
      <Button isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {t('ui.pager.next')} <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
