import { queryOptions } from '@tanstack/react-query';
import { actionLogDetailSchema, actionLogListSchema, actionLogTypesSchema } from '#core/api';
import { api } from '#core/api';
import { apiRequest } from '../http/api-client';

export const ACTION_LOG_PAGE_SIZE = 20;

export interface ActionLogFilters {
  user?: string;
  type?: string;
  entity?: string;
  /** Vietnam calendar days, yyyy-mm-dd, both included */
  from?: string;
  to?: string;
  page: number;
}

export const actionLogKeys = {
  all: ['action-log'] as const,
  list: (filters: ActionLogFilters) => [...actionLogKeys.all, 'list', filters] as const,
  types: () => [...actionLogKeys.all, 'types'] as const,
  detail: (id: number) => [...actionLogKeys.all, 'detail', id] as const,
};

export const actionLogQuery = (filters: ActionLogFilters) =>
  queryOptions({
    queryKey: actionLogKeys.list(filters),
    queryFn: ({ signal }) => apiRequest(api.actionLogList, {
      query: { ...filters, pageSize: ACTION_LOG_PAGE_SIZE },
      schema: actionLogListSchema,
      signal,
    }),
    staleTime: 0,
  });

export const actionLogTypesQuery = () =>
  queryOptions({
    queryKey: actionLogKeys.types(),
    queryFn: ({ signal }) => apiRequest(api.actionLogTypes, { schema: actionLogTypesSchema, signal }),
  });

export const actionLogDetailQuery = (id: number) =>
  queryOptions({
    queryKey: actionLogKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(api.actionLog(id), { schema: actionLogDetailSchema, signal }),
    // a record never changes
    staleTime: Infinity,
  });
