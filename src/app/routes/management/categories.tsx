import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CategoriesPage } from '#app/features/categories/categories-page';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

const searchSchema = z.object({ category: z.number().int().positive().optional().catch(undefined) });

export const Route = createFileRoute('/management/categories')({ validateSearch: searchSchema, component: CategoriesRoute });

function CategoriesRoute() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { sections } = useManagementAccess();
  const section = findSection('categories');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <CategoriesPage selected={category} onSelect={(id) => void navigate({ search: { category: id } })} />;
}
