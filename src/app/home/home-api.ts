import { queryOptions } from '@tanstack/react-query';
import { homeStatisticsSchema } from '#core/api';
import { api } from '#core/api';
import { apiRequest } from '../http/api-client';

export const homeStatisticsQuery = queryOptions({
  queryKey: ['home-statistics'],
  queryFn: ({ signal }) => apiRequest(api.homeStatistics, { schema: homeStatisticsSchema, signal }),
  staleTime: 60_000,
});
