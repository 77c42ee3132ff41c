import { newsCalls as calls } from '#core/api';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { listNews } from './news-list';
import { publicNewsRoutes } from './news-public-routes';
import { saveNews } from './news-save';
import { deleteNews, setNewsStatus } from './news-status';
import { newsDetail } from './news-view';

const tags = ['news'];
const who = 'administrators, system users, NewsManage';
const doc = (summary: string) => ({ tags, summary: `${summary} (${who})` });

/** The news editor's calls (management) and the public reading calls. */
export function newsRoutes(app: ZodApp): void {
  const db = app.db;
  publicNewsRoutes(app);

  registerCall(app, calls.list, doc('Drafts and published items, last changed first, searched and paged'), async (req) =>
    ok(await listNews(db, req.company.id, req.query)));

  registerCall(app, calls.get, doc('One item with its content and related items'), async (req) => {
    const item = await newsDetail(db, req.company.id, req.params.id, false);
    if (!item) throw notFound();
    return ok(item);
  });

  registerCall(app, calls.save, doc('Create a draft (no id) or update an item; content sanitised'), async (req) =>
    ok(await saveNews(db, req, req.body)));

  registerCall(app, calls.publish, doc('Publish: shown on the home page'), async (req) =>
    ok(await setNewsStatus(db, req, req.params.id, 1)));

  registerCall(app, calls.unpublish, doc('Back to draft'), async (req) =>
    ok(await setNewsStatus(db, req, req.params.id, 0)));

  registerCall(app, calls.remove, doc('Delete (soft)'), async (req) => {
    await deleteNews(db, req, req.params.id);
    return ok({ id: req.params.id });
  });
}
