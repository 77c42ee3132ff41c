import { queryOptions } from '@tanstack/react-query';
import {
  type CreateIntegrationBody, type IntegrationItem, type IntegrationSaved, type UpdateIntegrationBody, integrationCalls as calls,
} from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export const INTEGRATIONS_PAGE_SIZE = 20;

/** The filters as the address holds them: a filter absent or undefined shows all. */
export interface IntegrationFilters {
  search?: string | undefined;
  page: number;
}

export const integrationKeys = {
  all: ['integrations'] as const,
  list: (filters: IntegrationFilters) => [...integrationKeys.all, 'list', filters] as const,
  scopeOptions: () => [...integrationKeys.all, 'scope-options'] as const,
};

export const integrationsQuery = (filters: IntegrationFilters) =>
  queryOptions({
    queryKey: integrationKeys.list(filters),
    queryFn: ({ signal }) => callApi(calls.list, { query: { search: filters.search, page: filters.page, pageSize: INTEGRATIONS_PAGE_SIZE }, signal }),
    staleTime: 0,
  });

export const scopeOptionsQuery = () =>
  queryOptions({
    queryKey: integrationKeys.scopeOptions(),
    queryFn: ({ signal }) => callApi(calls.scopeOptions, { signal }),
  });

export const createIntegration = (body: CreateIntegrationBody): Promise<IntegrationSaved> =>
  callApi(calls.create, { body });

export const updateIntegration = (body: UpdateIntegrationBody): Promise<IntegrationSaved> =>
  callApi(calls.update, { body });

/** The account as it is, with some fields changed (enable/disable, new secret). */
export const updateFrom = (item: IntegrationItem, patch: Partial<UpdateIntegrationBody>) =>
  updateIntegration({ id: item.id, name: item.name, description: item.description ?? '', enabled: item.enabled, scope: item.scope, ...patch });

export const deleteIntegration = (id: number) => callApi(calls.remove, { params: { id } });
