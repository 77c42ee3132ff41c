import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsDetail, NewsSummary } from '#core/api';
import { ImageField } from '#app/shared/files/image-field';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { showToast } from '#app/shared/ui/toast';
import { keepSavedItem, setNewsPublished } from './news-api';
import { NewsRelated } from './news-related';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { newsMessages } from './news-messages';

interface Props {
  item: NewsDetail | undefined;
  coverImage: string | null;
  related: NewsSummary[];
  coverError?: string | undefined;
  relatedError?: string | undefined;
  onCover: (url: string | null) => void;
  onRelated: (related: NewsSummary[]) => void;
}

function StatusBox({ item }: { item: NewsDetail | undefined }) {
  const formatDate = useDateFormat();
  const t = useT(newsMessages);
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) => setNewsPublished(id, publish),
    onSuccess: async (saved) => {
      showToast('success', t(saved.status === 1 ? 'news.publishedToast' : 'news.unpublishedToast'));
      await keepSavedItem(client, saved);
    },
  });
  if (!item) return <p className="muted">{t('news.saveFirst')}</p>;
  return (
    <>
      <p>
        <span className="news-status" data-status={item.status}>{t(`news.status.${item.status}`)}</span>
        {item.publishedAt && <span className="muted"> {t('news.publishedOn', { date: formatDate(item.publishedAt) })}</span>}
      </p>
      <Button variant={item.status === 1 ? 'secondary' : 'primary'} isDisabled={toggle.isPending} onPress={() => toggle.mutate({ id: item.id, publish: item.status !== 1 })}>
        {t(item.status === 1 ? 'news.unpublish' : 'news.publish')}
      </Button>
      {toggle.error && <Alert tone="error">{toggle.error.message}</Alert>}
    </>
  );
}

/** The editor's right panel: status with publish / unpublish, the cover image, and the related-news table. */
export function NewsSidePanel({ item, coverImage, related, coverError, relatedError, onCover, onRelated }: Props) {
  const t = useT(newsMessages);
  return (
    <aside className="news-side" aria-label={t('news.panel')}>
      <section className="card" aria-labelledby="news-status-title">
        <h2 id="news-status-title">{t('news.status')}</h2>
        <StatusBox item={item} />
      </section>
      <section className="card">
        <ImageField label={t('news.field.cover')} value={coverImage ?? undefined} onChange={(url) => onCover(url ?? null)} errorMessage={coverError} />
      </section>
      <NewsRelated selfId={item?.id} related={related} onChange={onRelated} errorMessage={relatedError} />
    </aside>
  );
}
