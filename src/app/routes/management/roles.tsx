import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';
import { RolesPage } from '#app/features/security/roles-page';

export const Route = createFileRoute('/management/roles')({
  component: RolesRoute,
});

function RolesRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('roles');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <RolesPage />;
}
