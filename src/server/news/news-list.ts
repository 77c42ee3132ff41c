import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import type { ListNewsQuery, NewsList } from '#core/api';
import type { Db } from '#server/db/connect';
import { news } from '#server/db/schema/index';
import { titleContains } from '#server/forms/title-search';
import { liveNews, selectNews, toNewsSummary } from './news-view';

async function page(db: Db, where: SQL | undefined, order: SQL[], paging: { page: number; pageSize: number }): Promise<NewsList> {
  const [total] = await db.select({ n: count() }).from(news).where(where);
  const rows = await selectNews(db, where).orderBy(...order).limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize);
  return { data: rows.map(toNewsSummary), totalData: total?.n ?? 0, page: paging.page, pageSize: paging.pageSize };
}

/** Management list: drafts and published items, last changed first. */
export function listNews(db: Db, companyId: number, query: ListNewsQuery): Promise<NewsList> {
  const where = and(
    liveNews(companyId),
    query.status === undefined ? undefined : eq(news.status, query.status),
    query.search ? titleContains(news.title, query.search) : undefined,
  );
  return page(db, where, [desc(news.updatedAt), desc(news.id)], query);
}

/** Public list: published items, newest publication first. */
export function listPublishedNews(db: Db, companyId: number, paging: { page: number; pageSize: number }): Promise<NewsList> {
  return page(db, and(liveNews(companyId), eq(news.status, 1)), [sql`${news.publishedAt} desc nulls last`, desc(news.id)], paging);
}
