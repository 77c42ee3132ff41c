import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect';
import { news } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { notFound } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { liveNews } from '../queries';

/** Soft delete: the row stays (deleted_at) but leaves every list, and links to it are no longer shown. */
export async function deleteNews(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ title: news.title, status: news.status }).from(news)
      .where(and(liveNews(actor.company.id), eq(news.id, id))).for('update');
    if (!before) throw notFound();
    await tx.update(news).set({ deletedAt: new Date() }).where(eq(news.id, id));
    await logAction(tx, actor, { type: 'delete', title: 'News deleted', entity: 'news', entityId: id, oldData: before, newData: null });
  });
}
