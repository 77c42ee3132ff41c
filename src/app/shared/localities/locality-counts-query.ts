import { queryOptions } from '@tanstack/react-query';
import { localityCountsSchema } from '#core/api';
import { api } from '#core/api';
import type { LocalityListId } from '#core/forms';
import { apiRequest } from '#app/shared/http/api-client';

export const localityCountsKey = (list: LocalityListId) => ['localities', 'counts', list] as const;

/** How many units of each level the named list has (the localities screen; the designer offers a list once it is loaded). */
export const localityCountsQuery = (list: LocalityListId) =>
  queryOptions({
    queryKey: localityCountsKey(list),
    queryFn: ({ signal }) => apiRequest(api.localityCounts, { query: { list }, schema: localityCountsSchema, signal }),
    staleTime: 0,
  });
