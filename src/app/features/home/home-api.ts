import { queryOptions } from '@tanstack/react-query';
import { statisticsCalls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export const homeStatisticsQuery = queryOptions({
  queryKey: ['home-statistics'],
  queryFn: ({ signal }) => callApi(statisticsCalls.home, { signal }),
  staleTime: 60_000,
});
