import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied } from '../management/access-denied';
import { findSection } from '../management/management-menu';
import { useManagementAccess } from '../management/use-management-access';
import { RolesPage } from '../security/roles-page';

export const Route = createFileRoute('/management/roles')({
  component: RolesRoute,
});

function RolesRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('roles');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <RolesPage />;
}
