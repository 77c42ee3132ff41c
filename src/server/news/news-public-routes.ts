import { newsCalls as calls } from '#core/api';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { listPublishedNews } from './news-list';
import { newsDetail } from './news-view';

const tags = ['news'];

/** Anyone (no sign-in) reads the company's published news: drafts and deleted items answer 404. */
export function publicNewsRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.published, { tags, summary: 'Published items, newest first, paged (anyone)' }, async (req) =>
    ok(await listPublishedNews(db, req.company.id, req.query)));

  registerCall(app, calls.publishedItem, { tags, summary: 'One published item with its published related items (anyone)' }, async (req) => {
    const item = await newsDetail(db, req.company.id, req.params.id, true);
    if (!item) throw notFound();
    return ok(item);
  });
}
