import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { type ErrorReportFilters } from '#app/features/error-reports/error-reports-api';
import { ErrorReportsPage } from '#app/features/error-reports/error-reports-page';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

const searchSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]).optional().catch(undefined),
  search: z.string().trim().min(1).max(200).optional().catch(undefined),
  formId: z.number().int().positive().optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});

export const Route = createFileRoute('/management/error-reports')({
  validateSearch: searchSchema,
  component: ErrorReportsRoute,
});

function ErrorReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { sections } = useManagementAccess();
  const change = useCallback(
    (next: ErrorReportFilters) => void navigate({ search: { ...next, page: next.page > 1 ? next.page : undefined } }),
    [navigate],
  );
  const section = findSection('error-reports');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <ErrorReportsPage filters={{ ...search, page: search.page ?? 1 }} onChange={change} />;
}
