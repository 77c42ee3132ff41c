import { useQuery } from '@tanstack/react-query';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Pager } from '#app/shared/ui/pager';
import { Spinner } from '#app/shared/ui/spinner';
import { QUEUE_PAGE_SIZE, reviewQueueQuery } from './review-api';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { reviewMessages } from './review-messages';

interface Props {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}

/** The forms awaiting review, oldest first and paged, each with its owner, date and a "Review" button. */
export function ReviewList({ page, onPage, onOpen }: Props) {
  const t = useT(commonMessages, reviewMessages);
  const dateTime = useDateTime();
  const queue = useQuery(reviewQueueQuery(page));
  if (queue.isPending) return <Spinner label={t('reviewQueue.loading')} />;
  if (queue.isError) {
    return (
      <Alert tone="error">
        {t('reviewQueue.loadFailed')} <Button onPress={() => void queue.refetch()}>{t('common.retry')}</Button>
      </Alert>
    );
  }
  const forms = queue.data.data;
  const pages = Math.max(1, Math.ceil(queue.data.totalData / QUEUE_PAGE_SIZE));
  const pager = <Pager page={page} pages={pages} onPage={onPage} label={t('reviewQueue.pages')} />;
  if (forms.length === 0) return <><p>{t('reviewQueue.empty')}</p>{pager}</>;
  return (
    <>
      <p className="muted">{t('reviewQueue.count', { count: queue.data.totalData })}</p>
      <ul className="review-list" aria-label={t('reviewQueue.title')}>
        {forms.map((form) => {
          const title = form.title.trim() || t('reviewQueue.untitled');
          return (
            <li key={form.id} className="card review-item">
              <h2 className="review-item-title">{title}</h2>
              <dl className="review-facts">
                <div><dt>{t('reviewQueue.col.owner')}</dt><dd>{form.ownerName}</dd></div>
                <div><dt>{t('reviewQueue.col.submitted')}</dt><dd><time dateTime={form.updatedAt}>{dateTime(form.updatedAt)}</time></dd></div>
              </dl>
              <Button variant="primary" aria-label={t('reviewQueue.openNamed', { title })} onPress={() => onOpen(form.id)}>
                {t('reviewQueue.open')}
              </Button>
            </li>
          );
        })}
      </ul>
      {pager}
    </>
  );
}
