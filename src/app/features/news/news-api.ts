import { type QueryClient, hashKey, queryOptions } from '@tanstack/react-query';
import { type NewsDetail, type SaveNewsBody, newsCalls as calls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export const NEWS_PAGE_SIZE = 20;
/** the related-news chooser offers the latest items; one generous page is enough in practice */
const RELATED_CHOICES = 200;
export const HOME_NEWS_COUNT = 3;

/** The filters as the address holds them: a filter absent or undefined shows all. */
export interface NewsFilters {
  search?: string | undefined;
  status?: 0 | 1 | undefined;
  page: number;
}

export const newsKeys = {
  all: ['news'] as const,
  list: (filters: NewsFilters) => [...newsKeys.all, 'list', filters] as const,
  choices: () => [...newsKeys.all, 'choices'] as const,
  item: (id: number) => [...newsKeys.all, 'item', id] as const,
  published: (page: number, pageSize: number) => [...newsKeys.all, 'published', page, pageSize] as const,
  publishedItem: (id: number) => [...newsKeys.all, 'published-item', id] as const,
};

export const newsListQuery = (filters: NewsFilters) => queryOptions({
  queryKey: newsKeys.list(filters),
  queryFn: ({ signal }) => callApi(calls.list, {
    query: { search: filters.search, status: filters.status, page: filters.page, pageSize: NEWS_PAGE_SIZE }, signal,
  }),
  staleTime: 0,
});

export const relatedChoicesQuery = () => queryOptions({
  queryKey: newsKeys.choices(),
  queryFn: ({ signal }) => callApi(calls.list, { query: { page: 1, pageSize: RELATED_CHOICES }, signal }),
});

export const newsItemQuery = (id: number) => queryOptions({
  queryKey: newsKeys.item(id),
  queryFn: ({ signal }) => callApi(calls.get, { params: { id }, signal }),
  staleTime: 0,
});

export const publishedNewsQuery = (page: number, pageSize: number) => queryOptions({
  queryKey: newsKeys.published(page, pageSize),
  queryFn: ({ signal }) => callApi(calls.published, { query: { page, pageSize }, signal }),
});

export const publishedItemQuery = (id: number) => queryOptions({
  queryKey: newsKeys.publishedItem(id),
  queryFn: ({ signal }) => callApi(calls.publishedItem, { params: { id }, signal }),
});

export const saveNews = (body: SaveNewsBody): Promise<NewsDetail> =>
  callApi(calls.save, { body });

export const setNewsPublished = (id: number, published: boolean): Promise<NewsDetail> =>
  callApi(published ? calls.publish : calls.unpublish, { params: { id } });

export const deleteNews = (id: number) => callApi(calls.remove, { params: { id } });

/**
 * The item as the server saved it, kept as the editor's copy; every other news query goes stale. A
 * fetch of the item that started before (the editor's mount after a save) is cancelled first: landing
 * after this it would show the item as it was, "draft" after "published" (seen in e2e).
 */
export async function keepSavedItem(client: QueryClient, saved: NewsDetail): Promise<void> {
  const itemKey = hashKey(newsKeys.item(saved.id));
  await client.cancelQueries({ queryKey: newsKeys.item(saved.id) });
  client.setQueryData(newsKeys.item(saved.id), saved);
  await client.invalidateQueries({ queryKey: newsKeys.all, refetchType: 'none', predicate: (query) => query.queryHash !== itemKey });
}
