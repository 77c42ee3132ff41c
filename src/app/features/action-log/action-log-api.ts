import { queryOptions } from '@tanstack/react-query';
import { actionLogCalls as calls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export const ACTION_LOG_PAGE_SIZE = 20;

/** The filters as the address holds them: a filter absent or undefined shows all. */
export interface ActionLogFilters {
  user?: string | undefined;
  type?: string | undefined;
  entity?: string | undefined;
  /** Vietnam calendar days, yyyy-mm-dd, both included */
  from?: string | undefined;
  to?: string | undefined;
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
    queryFn: ({ signal }) => callApi(calls.list, { query: { ...filters, pageSize: ACTION_LOG_PAGE_SIZE }, signal }),
    staleTime: 0,
  });

export const actionLogTypesQuery = () =>
  queryOptions({
    queryKey: actionLogKeys.types(),
    queryFn: ({ signal }) => callApi(calls.types, { signal }),
  });

export const actionLogDetailQuery = (id: number) =>
  queryOptions({
    queryKey: actionLogKeys.detail(id),
    queryFn: ({ signal }) => callApi(calls.get, { params: { id }, signal }),
    // a record never changes
    staleTime: Infinity,
  });
