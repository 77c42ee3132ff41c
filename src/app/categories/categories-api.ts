import { queryOptions } from '@tanstack/react-query';
import {
  type CategoryItemSaveBody, type CategorySaveBody, categoryItemListSchema, categoryItemSchema, categoryListSchema, categorySchema, deletedIdsSchema,
} from '#core/api';
import { api } from '#core/api';
import { apiRequest } from '../http/api-client';

/** One generous page: the left list scrolls, and the search narrows it. */
const LIST_SIZE = 200;

export const categoryKeys = {
  all: ['categories'] as const,
  list: (search: string) => [...categoryKeys.all, 'list', search] as const,
  items: (id: number) => [...categoryKeys.all, 'items', id] as const,
};

export const categoriesQuery = (search: string) => queryOptions({
  queryKey: categoryKeys.list(search),
  queryFn: ({ signal }) => apiRequest(api.categoryList, { query: { search: search || undefined, page: 1, pageSize: LIST_SIZE }, schema: categoryListSchema, signal }),
  staleTime: 0,
});

export const categoryItemsQuery = (id: number) => queryOptions({
  queryKey: categoryKeys.items(id),
  queryFn: ({ signal }) => apiRequest(api.categoryItems(id), { schema: categoryItemListSchema, signal }),
  staleTime: 0,
});

export const saveCategory = (body: CategorySaveBody) => apiRequest(api.categorySave, { method: 'POST', body, schema: categorySchema });
export const deleteCategory = (id: number) => apiRequest(api.category(id), { method: 'DELETE', schema: deletedIdsSchema });
export const saveItem = (body: CategoryItemSaveBody) => apiRequest(api.categoryItemSave, { method: 'POST', body, schema: categoryItemSchema });
export const deleteItem = (id: number) => apiRequest(api.categoryItem(id), { method: 'DELETE', schema: deletedIdsSchema });
