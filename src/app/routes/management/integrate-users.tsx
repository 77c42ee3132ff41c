import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import type { IntegrationFilters } from '#app/features/integrations/integrations-api';
import { IntegrationsPage } from '#app/features/integrations/integrations-page';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

const searchSchema = z.object({
  search: z.string().trim().min(1).max(200).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});

export const Route = createFileRoute('/management/integrate-users')({
  validateSearch: searchSchema,
  component: IntegrateUsersRoute,
});

function IntegrateUsersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { sections } = useManagementAccess();
  const change = useCallback(
    (next: IntegrationFilters) => void navigate({ search: { ...next, page: next.page > 1 ? next.page : undefined } }),
    [navigate],
  );
  const section = findSection('integrate-users');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <IntegrationsPage key={search.search ?? ''} filters={{ ...search, page: search.page ?? 1 }} onChange={change} />;
}
