import { newsCalls as calls } from '#core/api';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import type { ZodApp } from '#server/http/zod-app';
import { deleteNews } from './commands/delete-news';
import { saveNews } from './commands/save-news';
import { setNewsStatus } from './commands/set-news-status';
import { listNews, listPublishedNews, newsItem } from './queries';

const tags = ['news'];
const who = 'administrators, system users, NewsManage';
const doc = (summary: string) => ({ tags, summary: `${summary} (${who})` });

/** Anyone (no sign-in) reads the company's published news: drafts and deleted items answer 404. */
function publicNewsRoutes(app: ZodApp): void {
  const db = app.db;
  registerCall(app, calls.published, { tags, summary: 'Published items, newest first, paged (anyone)' }, async (req) =>
    ok(await listPublishedNews(db, req.actor.company.id, req.query)));

  registerCall(app, calls.publishedItem, { tags, summary: 'One published item with its published related items (anyone)' }, async (req) =>
    ok(await newsItem(db, req.actor.company.id, req.params.id, true)));
}

/** The news editor's calls (management) and the public reading calls. */
export function newsRoutes(app: ZodApp): void {
  const db = app.db;
  publicNewsRoutes(app);

  registerCall(app, calls.list, doc('Drafts and published items, last changed first, searched and paged'), async (req) =>
    ok(await listNews(db, req.actor.company.id, req.query)));

  registerCall(app, calls.get, doc('One item with its content and related items'), async (req) =>
    ok(await newsItem(db, req.actor.company.id, req.params.id, false)));

  registerCall(app, calls.save, doc('Create a draft (no id) or update an item; content sanitised'), async (req) =>
    ok(await saveNews(db, req.actor, req.body)));

  registerCall(app, calls.publish, doc('Publish: shown on the home page'), async (req) =>
    ok(await setNewsStatus(db, req.actor, req.params.id, 1)));

  registerCall(app, calls.unpublish, doc('Back to draft'), async (req) =>
    ok(await setNewsStatus(db, req.actor, req.params.id, 0)));

  registerCall(app, calls.remove, doc('Delete (soft)'), async (req) => {
    await deleteNews(db, req.actor, req.params.id);
    return ok({ id: req.params.id });
  });
}
