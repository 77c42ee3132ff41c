import { and, eq } from 'drizzle-orm';
import type { NewsDetail } from '#core/api';
import type { Db } from '#server/db/connect';
import { news } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { liveNews, newsItem } from '../queries';

/** Publishes (1) or takes back to draft (0). Each publication dates the item anew, so a re-published item comes first on the home page. */
export async function setNewsStatus(db: Db, actor: Actor, id: number, status: 0 | 1): Promise<NewsDetail> {
  const companyId = actor.company.id;
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: news.status, publishedAt: news.publishedAt }).from(news)
      .where(and(liveNews(companyId), eq(news.id, id))).for('update');
    if (!before) throw notFound();
    if (before.status === status) return;
    const publishedAt = status === 1 ? new Date() : before.publishedAt;
    await tx.update(news).set({ status, publishedAt, updatedAt: new Date() }).where(eq(news.id, id));
    await logAction(tx, actor, {
      type: status === 1 ? 'publish' : 'disable', title: status === 1 ? 'News published' : 'News unpublished',
      entity: 'news', entityId: id, oldData: { status: before.status }, newData: { status },
    });
  });
  return newsItem(db, companyId, id, false);

}
