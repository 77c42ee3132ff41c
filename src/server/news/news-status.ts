import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { NewsDetail } from '#core/api';
import type { Db } from '#server/db/connect';
import { news } from '#server/db/schema/index';
import { notFound } from '#server/http/api-error';
import { logAction } from '#server/logs/action-log';
import { liveNews, newsDetail } from './news-view';

/** Publishes (1) or takes back to draft (0). Each publication dates the item anew, so a re-published item comes first on the home page. */
export async function setNewsStatus(db: Db, req: FastifyRequest, id: number, status: 0 | 1): Promise<NewsDetail> {
  const companyId = req.company.id;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: news.status, publishedAt: news.publishedAt }).from(news)
      .where(and(liveNews(companyId), eq(news.id, id))).for('update');
    if (!before) throw notFound();
    if (before.status === status) return;
    const publishedAt = status === 1 ? new Date() : before.publishedAt;
    await tx.update(news).set({ status, publishedAt, updatedAt: new Date() }).where(eq(news.id, id));
    await logAction(tx, req, {
      type: status === 1 ? 'publish' : 'disable', title: status === 1 ? 'News published' : 'News unpublished',
      entity: 'news', entityId: id, oldData: { status: before.status }, newData: { status },
    });
  });
  return (await newsDetail(db, companyId, id, false))!;
}

/** Soft delete: the row stays (deleted_at) but leaves every list, and links to it are no longer shown. */
export async function deleteNews(db: Db, req: FastifyRequest, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ title: news.title, status: news.status }).from(news)
      .where(and(liveNews(req.company.id), eq(news.id, id))).for('update');
    if (!before) throw notFound();
    await tx.update(news).set({ deletedAt: new Date() }).where(eq(news.id, id));
    await logAction(tx, req, { type: 'delete', title: 'News deleted', entity: 'news', entityId: id, oldData: before, newData: null });
  });
}
