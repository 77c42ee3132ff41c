import { queryOptions } from '@tanstack/react-query';
import {
  type CreateIntegrationBody, type IntegrationItem, type IntegrationSaved, type UpdateIntegrationBody,
  integrationDeletedSchema, integrationListSchema, integrationSavedSchema, scopeOptionsSchema,
} from '#core/api';
import { api } from '#core/api';
import { apiRequest } from '../http/api-client';

export const INTEGRATIONS_PAGE_SIZE = 20;

export interface IntegrationFilters {
  search?: string;
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
    queryFn: ({ signal }) => apiRequest(api.integrateUsers, {
      query: { search: filters.search, page: filters.page, pageSize: INTEGRATIONS_PAGE_SIZE },
      schema: integrationListSchema,
      signal,
    }),
    staleTime: 0,
  });

export const scopeOptionsQuery = () =>
  queryOptions({
    queryKey: integrationKeys.scopeOptions(),
    queryFn: ({ signal }) => apiRequest(api.integrateUserScopeOptions, { schema: scopeOptionsSchema, signal }),
  });

export const createIntegration = (body: CreateIntegrationBody): Promise<IntegrationSaved> =>
  apiRequest(api.integrateUsers, { method: 'POST', body, schema: integrationSavedSchema });

export const updateIntegration = (body: UpdateIntegrationBody): Promise<IntegrationSaved> =>
  apiRequest(api.integrateUsers, { method: 'PUT', body, schema: integrationSavedSchema });

/** The account as it is, with some fields changed (enable/disable, new secret). */
export const updateFrom = (item: IntegrationItem, patch: Partial<UpdateIntegrationBody>) =>
  updateIntegration({ id: item.id, name: item.name, description: item.description ?? '', enabled: item.enabled, scope: item.scope, ...patch });

export const deleteIntegration = (id: number) => apiRequest(api.integrateUser(id), { method: 'DELETE', schema: integrationDeletedSchema });
