import { createFileRoute } from '@tanstack/react-router';
import { LocalitiesPage } from '#app/features/localities/localities-page';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

export const Route = createFileRoute('/management/localities')({
  component: LocalitiesRoute,
});

function LocalitiesRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('localities');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <LocalitiesPage />;
}
