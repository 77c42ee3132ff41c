import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type NewsDetail, type SaveNewsBody, newsDetailSchema, newsListSchema } from '#core/api';
import { api } from '#core/api';
import { apiRequest } from '../http/api-client';

export const NEWS_PAGE_SIZE = 20;
/** the related-news chooser offers the latest items; one generous page is enough in practice */
const RELATED_CHOICES = 200;
export const HOME_NEWS_COUNT = 3;

export interface NewsFilters {
  search?: string;
  status?: 0 | 1;
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
  queryFn: ({ signal }) => apiRequest(api.newsList, {
    query: { search: filters.search, status: filters.status, page: filters.page, pageSize: NEWS_PAGE_SIZE }, schema: newsListSchema, signal,
  }),
  staleTime: 0,
});

export const relatedChoicesQuery = () => queryOptions({
  queryKey: newsKeys.choices(),
  queryFn: ({ signal }) => apiRequest(api.newsList, { query: { page: 1, pageSize: RELATED_CHOICES }, schema: newsListSchema, signal }),
});

export const newsItemQuery = (id: number) => queryOptions({
  queryKey: newsKeys.item(id),
  queryFn: ({ signal }) => apiRequest(api.news(id), { schema: newsDetailSchema, signal }),
  staleTime: 0,
});

export const publishedNewsQuery = (page: number, pageSize: number) => queryOptions({
  queryKey: newsKeys.published(page, pageSize),
  queryFn: ({ signal }) => apiRequest(api.newsPublished, { query: { page, pageSize }, schema: newsListSchema, signal }),
});

export const publishedItemQuery = (id: number) => queryOptions({
  queryKey: newsKeys.publishedItem(id),
  queryFn: ({ signal }) => apiRequest(api.newsPublishedItem(id), { schema: newsDetailSchema, signal }),
});

export const saveNews = (body: SaveNewsBody): Promise<NewsDetail> =>
  apiRequest(api.newsSave, { method: 'POST', body, schema: newsDetailSchema });

export const setNewsPublished = (id: number, published: boolean): Promise<NewsDetail> =>
  apiRequest(published ? api.newsPublish(id) : api.newsUnpublish(id), { method: 'POST', schema: newsDetailSchema });

export const deleteNews = (id: number) => apiRequest(api.news(id), { method: 'DELETE', schema: z.object({ id: z.number() }) });
