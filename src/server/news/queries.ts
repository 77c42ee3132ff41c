import { type SQL, and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ListNewsQuery, NewsDetail, NewsList, NewsSummary } from '#core/api';
import { allOf } from '#server/db/all-of';
import type { Db } from '#server/db/connect';
import { news, newsRelated, users } from '#server/db/schema/index';
import { notFound } from '#server/domain/domain-error';
import { displayName } from '#server/forms/form-view';
import { titleContains } from '#server/forms/title-search';
import { sanitizeRichText } from '#server/rich-text/sanitize-rich-text';

/** Live (not deleted) news of the company. */
export const liveNews = (companyId: number): SQL => allOf(eq(news.companyId, companyId), isNull(news.deletedAt));


export function selectNews(db: Db, where: SQL | undefined) {
  return db.select({
    id: news.id, title: news.title, summary: news.summary, coverImage: news.coverImage, status: news.status,
    publishedAt: news.publishedAt, createdAt: news.createdAt, updatedAt: news.updatedAt,
    authorName: users.name, authorUsername: users.username,
  }).from(news).leftJoin(users, eq(users.id, news.authorId)).where(where);
}

type NewsRow = Awaited<ReturnType<typeof selectNews>>[number];

export function toNewsSummary(r: NewsRow): NewsSummary {
  return {
    id: r.id, title: r.title, summary: r.summary, coverImage: r.coverImage, status: r.status === 1 ? 1 : 0,
    publishedAt: r.publishedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
    authorName: r.authorName === null || r.authorUsername === null ? null : displayName({ name: r.authorName, username: r.authorUsername }),
  };
}

/** The item with its content and related items (in the editor's order); `publishedOnly` for the public pages. */
export async function newsDetail(db: Db, companyId: number, id: number, publishedOnly: boolean): Promise<NewsDetail | null> {
  const visible = publishedOnly ? and(liveNews(companyId), eq(news.status, 1)) : liveNews(companyId);
  const [row] = await selectNews(db, and(visible, eq(news.id, id)));
  if (!row) return null;
  const [body] = await db.select({ content: news.content }).from(news).where(eq(news.id, id));
  const links = await db.select({ relatedId: newsRelated.relatedId }).from(newsRelated)
    .where(eq(newsRelated.newsId, id)).orderBy(asc(newsRelated.order));
  const ids = links.map((l) => l.relatedId);
  const relatedRows = ids.length === 0 ? [] : await selectNews(db, and(visible, inArray(news.id, ids)));
  const byId = new Map(relatedRows.map((r) => [r.id, toNewsSummary(r)]));
  const related = ids.flatMap((rid) => byId.get(rid) ?? []);
  // sanitised on read too: an item stored before the allow-list changed is served by today's list
  return { ...toNewsSummary(row), content: sanitizeRichText(body?.content ?? ''), related };
}

/** The item as newsDetail gives it, else 404. */
export async function newsItem(db: Db, companyId: number, id: number, publishedOnly: boolean): Promise<NewsDetail> {
  const item = await newsDetail(db, companyId, id, publishedOnly);
  if (!item) throw notFound();
  return item;
}

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
