import { type SQL, and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { NewsDetail, NewsSummary } from '#core/api';
import type { Db } from '#server/db/connect';
import { news, newsRelated, users } from '#server/db/schema/index';
import { displayName } from '#server/forms/form-view';
import { sanitizeRichText } from '#server/rich-text/sanitize-rich-text';

/** Live (not deleted) news of the company. */
export const liveNews = (companyId: number): SQL => and(eq(news.companyId, companyId), isNull(news.deletedAt))!;

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
