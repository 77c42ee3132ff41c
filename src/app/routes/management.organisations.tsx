import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied } from '../management/access-denied';
import { findSection } from '../management/management-menu';
import { useManagementAccess } from '../management/use-management-access';
import { OrganisationsPage } from '../organisations/organisations-page';

export const Route = createFileRoute('/management/organisations')({
  component: OrganisationsRoute,
});

function OrganisationsRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('organisations');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <OrganisationsPage />;
}
