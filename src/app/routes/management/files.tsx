import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import type { FileFilters } from '#app/features/file-manager/file-manager-api';
import { FileManagerPage } from '#app/features/file-manager/file-manager-page';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

const searchSchema = z.object({
  folderId: z.number().int().positive().optional().catch(undefined),
  search: z.string().trim().min(1).max(200).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});

export const Route = createFileRoute('/management/files')({
  validateSearch: searchSchema,
  component: FilesRoute,
});

function FilesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { sections } = useManagementAccess();
  const change = useCallback(
    (next: FileFilters) => void navigate({ search: { ...next, page: next.page > 1 ? next.page : undefined } }),
    [navigate],
  );
  const section = findSection('files');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <FileManagerPage filters={{ ...search, page: search.page ?? 1 }} onChange={change} />;
}
