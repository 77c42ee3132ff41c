import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';
import type { NewsFilters } from '#app/features/news/news-api';
import { NewsEditor } from '#app/features/news/news-editor';
import { NewsListPage } from '#app/features/news/news-list-page';

const searchSchema = z.object({
  search: z.string().trim().min(1).max(200).optional().catch(undefined),
  status: z.union([z.literal(0), z.literal(1)]).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
  /** the item in the editor: an id, or 'new' */
  edit: z.union([z.literal('new'), z.number().int().positive()]).optional().catch(undefined),
});

export const Route = createFileRoute('/management/news')({
  validateSearch: searchSchema,
  component: NewsRoute,
});

function NewsRoute() {
  const { edit, ...search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { sections } = useManagementAccess();
  const change = useCallback(
    (next: NewsFilters) => void navigate({ search: { ...next, page: next.page > 1 ? next.page : undefined } }),
    [navigate],
  );
  const open = useCallback((id: number | 'new' | undefined) => void navigate({ search: (s) => ({ ...s, edit: id }) }), [navigate]);
  const section = findSection('news');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  if (edit !== undefined) {
    return <NewsEditor id={edit === 'new' ? undefined : edit} onSaved={(id) => open(id)} onBack={() => open(undefined)} />;
  }
  return <NewsListPage filters={{ ...search, page: search.page ?? 1 }} onChange={change} onEdit={open} />;
}
