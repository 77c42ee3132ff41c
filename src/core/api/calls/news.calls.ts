import { z } from 'zod';
import { defineCall } from './define-call';
import { listNewsQuerySchema, newsDetailSchema, newsIdParamsSchema, newsListSchema, publishedNewsQuerySchema, saveNewsBodySchema } from '../news.contract';

const permission = 'NewsManage';
const news = '/api/v1/news';
const byId = { params: newsIdParamsSchema, reply: newsDetailSchema, permission } as const;

/** The news editor's calls (management) and the public reading calls (docs/news.md). */
export const newsCalls = {
  list: defineCall({ method: 'GET', path: news, query: listNewsQuerySchema, reply: newsListSchema, permission }),
  get: defineCall({ method: 'GET', path: `${news}/:id`, ...byId }),
  save: defineCall({ method: 'POST', path: `${news}/save`, body: saveNewsBodySchema, reply: newsDetailSchema, permission }),
  publish: defineCall({ method: 'POST', path: `${news}/:id/publish`, ...byId }),
  unpublish: defineCall({ method: 'POST', path: `${news}/:id/unpublish`, ...byId }),
  remove: defineCall({ method: 'DELETE', path: `${news}/:id`, params: newsIdParamsSchema, reply: z.object({ id: z.number().int() }), permission }),
  published: defineCall({ method: 'GET', path: `${news}/published`, query: publishedNewsQuerySchema, reply: newsListSchema, permission: 'public' }),
  publishedItem: defineCall({ method: 'GET', path: `${news}/published/:id`, params: newsIdParamsSchema, reply: newsDetailSchema, permission: 'public' }),
};
