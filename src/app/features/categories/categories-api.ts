import { queryOptions } from '@tanstack/react-query';
import { type CategoryItemSaveBody, type CategorySaveBody, categoryCalls as calls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

/** One generous page: the left list scrolls, and the search narrows it. */
const LIST_SIZE = 200;

export const categoryKeys = {
  all: ['categories'] as const,
  list: (search: string) => [...categoryKeys.all, 'list', search] as const,
  items: (id: number) => [...categoryKeys.all, 'items', id] as const,
};

export const categoriesQuery = (search: string) => queryOptions({
  queryKey: categoryKeys.list(search),
  queryFn: ({ signal }) => callApi(calls.list, { query: { search: search || undefined, page: 1, pageSize: LIST_SIZE }, signal }),
  staleTime: 0,
});

export const categoryItemsQuery = (id: number) => queryOptions({
  queryKey: categoryKeys.items(id),
  queryFn: ({ signal }) => callApi(calls.items, { params: { id }, signal }),
  staleTime: 0,
});

export const saveCategory = (body: CategorySaveBody) => callApi(calls.save, { body });
export const deleteCategory = (id: number) => callApi(calls.remove, { params: { id } });
export const saveItem = (body: CategoryItemSaveBody) => callApi(calls.saveItem, { body });
export const deleteItem = (id: number) => callApi(calls.removeItem, { params: { id } });
