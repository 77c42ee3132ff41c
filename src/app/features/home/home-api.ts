import { queryOptions } from '@tanstack/react-query';
import { homeStatisticsSchema } from '#core/api/forms.contract';
import { api } from '#core/api/routes';
import { apiRequest } from '#app/shared/http/api-client';

export const homeStatisticsQuery = queryOptions({
  queryKey: ['home-statistics'],
  queryFn: ({ signal }) => apiRequest(api.homeStatistics, { schema: homeStatisticsSchema, signal }),
  staleTime: 60_000,
});
