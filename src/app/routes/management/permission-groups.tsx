import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';
import { PermissionGroupsPage } from '#app/features/security/permission-groups-page';

export const Route = createFileRoute('/management/permission-groups')({
  component: PermissionGroupsRoute,
});

function PermissionGroupsRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('permission-groups');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <PermissionGroupsPage />;
}
