import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { type ActionLogFilters } from '#app/features/action-log/action-log-api';
import { ActionLogPage } from '#app/features/action-log/action-log-page';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

const word = z.string().trim().min(1).max(100).optional().catch(undefined);
const day = z.iso.date().optional().catch(undefined);

const searchSchema = z.object({
  user: z.string().trim().min(1).max(200).optional().catch(undefined),
  type: word,
  entity: word,
  from: day,
  to: day,
  page: z.number().int().min(1).optional().catch(undefined),
});

export const Route = createFileRoute('/management/action-log')({
  validateSearch: searchSchema,
  component: ActionLogRoute,
});

function ActionLogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { sections } = useManagementAccess();
  const change = useCallback(
    (next: ActionLogFilters) => void navigate({ search: { ...next, page: next.page > 1 ? next.page : undefined } }),
    [navigate],
  );
  const section = findSection('action-log');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <ActionLogPage filters={{ ...search, page: search.page ?? 1 }} onChange={change} />;
}
