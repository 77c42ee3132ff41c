import './news.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorView } from '#app/shared/ui/error-view';
import { LinkButton } from '#app/shared/ui/link-button';
import { RichTextView } from '#app/shared/ui/rich-text-view';
import { Spinner } from '#app/shared/ui/spinner';
import { publishedItemQuery } from './news-api';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { newsMessages } from './news-messages';

/** /news/{id}: one published item (its HTML cleaned again with DOMPurify) and its published related items. */
export function NewsItemPage({ id }: { id: number }) {
  const formatDate = useDateFormat();
  const t = useT(newsMessages);
  const item = useQuery(publishedItemQuery(id));
  if (item.isPending) return <div className="container"><Spinner label={t('news.loading')} /></div>;
  if (item.isError) {
    return (
      <div className="container">
        <ErrorView title={t('news.notFound')} actions={<LinkButton to="/">{t('news.home')}</LinkButton>}>{item.error.message}</ErrorView>
      </div>
    );
  }
  const news = item.data;
  return (
    <article className="container news-article" aria-labelledby="news-article-title">
      <h1 id="news-article-title">{news.title}</h1>
      {news.publishedAt && <p className="muted"><time dateTime={news.publishedAt}>{formatDate(news.publishedAt)}</time></p>}
      {news.coverImage && <img className="news-article-cover" src={news.coverImage} alt="" />}
      {news.summary && <p className="news-article-summary">{news.summary}</p>}
      <RichTextView html={news.content} className="news-article-body" />
      {news.related.length > 0 && (
        <section aria-labelledby="news-related-heading" className="news-article-related">
          <h2 id="news-related-heading">{t('news.related')}</h2>
          <ul>
            {news.related.map((r) => <li key={r.id}><Link to="/news/$id" params={{ id: r.id }}>{r.title}</Link></li>)}
          </ul>
        </section>
      )}
    </article>
  );
}
