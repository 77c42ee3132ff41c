import type { ZodApp } from '#server/http/zod-app';
import { z } from 'zod';
import { successSchema } from '#core/api';
import {
  listNewsQuerySchema, newsDetailSchema, newsIdParamsSchema, newsListSchema, saveNewsBodySchema,
} from '#core/api';
import { api } from '#core/api';
import { requireAdministratorOr } from '#server/auth/require-permission';
import { notFound } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { listNews } from './news-list';
import { publicNewsRoutes } from './news-public-routes';
import { saveNews } from './news-save';
import { deleteNews, setNewsStatus } from './news-status';
import { newsDetail } from './news-view';

const PERMISSION = 'NewsManage';
const tags = ['news'];
const who = 'administrators, system users, NewsManage';

/** The news editor's calls (management) and the public reading calls. */
export function newsRoutes(app: ZodApp): void {
  const db = app.db;
  publicNewsRoutes(app);
  const byId = (summary: string) => ({
    schema: { tags, summary: `${summary} (${who})`, params: newsIdParamsSchema, response: { 200: successSchema(newsDetailSchema) } },
  });

  app.get(api.newsList, {
    schema: { tags, summary: `Drafts and published items, last changed first, searched and paged (${who})`, querystring: listNewsQuerySchema, response: { 200: successSchema(newsListSchema) } },
  }, async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    return ok(await listNews(db, req.company.id, req.query));
  });

  app.get(`${api.newsList}/:id`, byId('One item with its content and related items'), async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    const item = await newsDetail(db, req.company.id, req.params.id, false);
    if (!item) throw notFound();
    return ok(item);
  });

  app.post(api.newsSave, {
    schema: { tags, summary: `Create a draft (no id) or update an item; content sanitised (${who})`, body: saveNewsBodySchema, response: { 200: successSchema(newsDetailSchema) } },
  }, async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    return ok(await saveNews(db, req, req.body));
  });

  app.post(`${api.newsList}/:id/publish`, byId('Publish: shown on the home page'), async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    return ok(await setNewsStatus(db, req, req.params.id, 1));
  });

  app.post(`${api.newsList}/:id/unpublish`, byId('Back to draft'), async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    return ok(await setNewsStatus(db, req, req.params.id, 0));
  });

  app.delete(`${api.newsList}/:id`, {
    schema: { tags, summary: `Delete (soft) (${who})`, params: newsIdParamsSchema, response: { 200: successSchema(z.object({ id: z.number().int() })) } },
  }, async (req) => {
    await requireAdministratorOr(db, req, PERMISSION);
    await deleteNews(db, req, req.params.id);
    return ok({ id: req.params.id });
  });
}
