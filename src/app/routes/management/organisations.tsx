import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';
import { OrganisationsPage } from '#app/features/organisations/organisations-page';

export const Route = createFileRoute('/management/organisations')({
  component: OrganisationsRoute,
});

function OrganisationsRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('organisations');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <OrganisationsPage />;
}
