import { queryOptions } from '@tanstack/react-query';
import { localityCalls as calls } from '#core/api';
import type { LocalityListId } from '#core/forms';
import { callApi } from '#app/shared/http/call-api';

export const localityCountsKey = (list: LocalityListId) => ['localities', 'counts', list] as const;

/** How many units of each level the named list has (the localities screen; the designer offers a list once it is loaded). */
export const localityCountsQuery = (list: LocalityListId) =>
  queryOptions({
    queryKey: localityCountsKey(list),
    queryFn: ({ signal }) => callApi(calls.counts, { query: { list }, signal }),
    staleTime: 0,
  });
