import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied } from '../management/access-denied';
import { findSection } from '../management/management-menu';
import { useManagementAccess } from '../management/use-management-access';
import { PermissionGroupsPage } from '../security/permission-groups-page';

export const Route = createFileRoute('/management/permission-groups')({
  component: PermissionGroupsRoute,
});

function PermissionGroupsRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('permission-groups');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <PermissionGroupsPage />;
}
