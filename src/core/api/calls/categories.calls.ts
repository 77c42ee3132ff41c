import {
  categoryIdParamsSchema, categoryItemListSchema, categoryItemSaveBodySchema, categoryItemSchema, categoryListQuerySchema,
  categoryListSchema, categorySaveBodySchema, categorySchema, deletedIdsSchema,
} from '../categories.contract';
import { defineCall } from './define-call';

const permission = 'CategoryManage';
const category = '/api/v1/category';

/** /v1/category: categories of the company and their items in levels (docs/configuration.md). */
export const categoryCalls = {
  list: defineCall({ method: 'GET', path: `${category}/list`, query: categoryListQuerySchema, reply: categoryListSchema, permission }),
  get: defineCall({ method: 'GET', path: `${category}/:id`, params: categoryIdParamsSchema, reply: categorySchema, permission }),
  save: defineCall({ method: 'POST', path: `${category}/save`, body: categorySaveBodySchema, reply: categorySchema, permission }),
  remove: defineCall({ method: 'DELETE', path: `${category}/:id`, params: categoryIdParamsSchema, reply: deletedIdsSchema, permission }),
  items: defineCall({ method: 'GET', path: `${category}/:id/item/list`, params: categoryIdParamsSchema, reply: categoryItemListSchema, permission }),
  saveItem: defineCall({ method: 'POST', path: `${category}/item/save`, body: categoryItemSaveBodySchema, reply: categoryItemSchema, permission }),
  removeItem: defineCall({ method: 'DELETE', path: `${category}/item/:id`, params: categoryIdParamsSchema, reply: deletedIdsSchema, permission }),
};
