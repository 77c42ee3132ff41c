import './home-news.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { newsCalls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { homeMessages } from './home-messages';

const LATEST = 3;

export const latestNewsQuery = {
  queryKey: ['news', 'published', 1, LATEST] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi(newsCalls.published, { query: { page: 1, pageSize: LATEST }, signal }),
};

/** The latest published news items of the company; nothing at all when there are none. */
export function HomeNews() {
  const t = useT(homeMessages);
  const formatDate = useDateFormat();
  const news = useQuery(latestNewsQuery);
  if (!news.data || news.data.data.length === 0) return null;
  return (
    <section aria-labelledby="news-title" className="home-section">
      <h2 id="news-title">{t('home.news.heading')}</h2>
      <ul className="home-news">
        {news.data.data.map((item) => (
          <li key={item.id} className="home-news-item">
            {item.coverImage && <img src={item.coverImage} alt="" className="home-news-cover" />}
            <div>
              <h3><Link to="/news/$id" params={{ id: item.id }}>{item.title}</Link></h3>
              {item.publishedAt && <p className="muted"><time dateTime={item.publishedAt}>{formatDate(item.publishedAt, 'date')}</time></p>}
              {item.summary && <p>{item.summary}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
