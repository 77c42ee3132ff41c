import type { ZodApp } from '#server/http/zod-app';
import { successSchema } from '#core/api';
import { newsDetailSchema, newsIdParamsSchema, newsListSchema, publishedNewsQuerySchema } from '#core/api';
import { api } from '#core/api';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { listPublishedNews } from './news-list';
import { newsDetail } from './news-view';

const tags = ['news'];

/** Anyone (no sign-in) reads the company's published news: drafts and deleted items answer 404. */
export function publicNewsRoutes(app: ZodApp): void {
  const db = app.db;
  app.get(api.newsPublished, {
    schema: { tags, summary: 'Published items, newest first, paged (anyone)', querystring: publishedNewsQuerySchema, response: { 200: successSchema(newsListSchema) } },
  }, async (req) => ok(await listPublishedNews(db, req.company.id, req.query)));

  app.get(`${api.newsPublished}/:id`, {
    schema: { tags, summary: 'One published item with its published related items (anyone)', params: newsIdParamsSchema, response: { 200: successSchema(newsDetailSchema) } },
  }, async (req) => {
    const item = await newsDetail(db, req.company.id, req.params.id, true);
    if (!item) throw notFound();
    return ok(item);
  });
}
