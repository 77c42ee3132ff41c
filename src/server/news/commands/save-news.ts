import { and, asc, eq } from 'drizzle-orm';
import { type NewsDetail, type SaveNewsInput, saveNewsBodySchema } from '#core/api';
import type { FieldProblem } from '#core/i18n';
import type { Db } from '#server/db/connect';
import { oneRow } from '#server/db/one-row';
import { news, newsRelated } from '#server/db/schema/index';
import type { Actor } from '#server/domain/actor';
import { notFound, validationError } from '#server/domain/domain-error';
import { logAction } from '#server/logs/action-log';
import { sanitizeRichFields } from '#server/rich-text/sanitize-rich-text';
import { coverProblem, relatedProblem } from '../news-checks';
import { liveNews, newsItem } from '../queries';


async function loggedState(tx: Db, id: number) {
  const [row] = await tx.select({ title: news.title, summary: news.summary, content: news.content, coverImage: news.coverImage })
    .from(news).where(eq(news.id, id));
  const links = await tx.select({ id: newsRelated.relatedId }).from(newsRelated).where(eq(newsRelated.newsId, id)).orderBy(asc(newsRelated.order));
  return { ...row, relatedIds: links.map((l) => l.id) };
}

/**
 * Creates a draft or updates an item, in one transaction with its related links and the action-log
 * row. Its rich-text fields go through the same allow-list as forms' rich text (sanitize-html).
 */
export async function saveNews(db: Db, actor: Actor, input: SaveNewsInput): Promise<NewsDetail> {
  const companyId = actor.company.id;
  const body = sanitizeRichFields(saveNewsBodySchema, input);
  const values = {
    title: body.title, summary: body.summary ? body.summary : null, content: body.content, coverImage: body.coverImage,
  };
  const id = await db.transaction(async (tx) => {
    if (body.id !== undefined) {
      const [exists] = await tx.select({ id: news.id }).from(news).where(and(liveNews(companyId), eq(news.id, body.id))).for('update');
      if (!exists) throw notFound();
    }
    const problems = [await coverProblem(tx, companyId, body.coverImage), await relatedProblem(tx, companyId, body.id, body.relatedIds)]
      .filter((p): p is FieldProblem => p !== null);
    if (problems.length > 0) throw validationError(problems);
    let newsId: number;
    let oldData: unknown = null;
    if (body.id === undefined) {
      newsId = oneRow(await tx.insert(news).values({ ...values, companyId, authorId: actor.user?.id ?? null }).returning({ id: news.id }), 'news').id;
    } else {
      newsId = body.id;
      oldData = await loggedState(tx, newsId);
      await tx.update(news).set({ ...values, updatedAt: new Date() }).where(eq(news.id, newsId));
      await tx.delete(newsRelated).where(eq(newsRelated.newsId, newsId));
    }
    if (body.relatedIds.length > 0) {
      await tx.insert(newsRelated).values(body.relatedIds.map((relatedId, order) => ({ newsId, relatedId, order })));
    }
    await logAction(tx, actor, {
      type: body.id === undefined ? 'create' : 'update', title: body.id === undefined ? 'News created' : 'News updated',
      entity: 'news', entityId: newsId, oldData, newData: { ...values, relatedIds: body.relatedIds },
    });
    return newsId;
  });
  return newsItem(db, companyId, id, false);

}
