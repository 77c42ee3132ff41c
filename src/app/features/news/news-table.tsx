import type { NewsSummary } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { newsMessages } from './news-messages';

interface Props {
  items: readonly NewsSummary[];
  onEdit: (id: number) => void;
  onDelete: (item: NewsSummary) => void;
}

/** One page of news items: title, status, publication and change dates, edit and delete. */
export function NewsTable({ items, onEdit, onDelete }: Props) {
  const formatDate = useDateFormat();
  const t = useT(newsMessages);
  const when = (iso: string | null) => (iso ? formatDate(iso) : '—');
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
    <div className="news-scroll" role="region" aria-label={t('news.table')} tabIndex={0}>
      <table className="news-table">
        <caption className="sr-only">{t('news.table')}</caption>
        <thead>
          <tr>{(['title', 'status', 'published', 'updated', 'action'] as const).map((c) => <th key={c} scope="col">{t(`news.col.${c}`)}</th>)}</tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="news-title-cell">{item.title}{item.authorName && <span className="muted news-by">{item.authorName}</span>}</td>
              <td><span className="news-status" data-status={item.status}>{t(`news.status.${item.status}`)}</span></td>
              <td>{when(item.publishedAt)}</td>
              <td>{when(item.updatedAt)}</td>
              <td>
                <div className="news-actions">
                  <Button onPress={() => onEdit(item.id)} aria-label={t('news.editNamed', { title: item.title })}>{t('news.edit')}</Button>
                  <Button variant="danger" onPress={() => onDelete(item)} aria-label={t('news.deleteNamed', { title: item.title })}>{t('news.delete')}</Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
