import { createFileRoute } from '@tanstack/react-router';
import { InterfacePage } from '#app/features/configuration/interface-page';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

export const Route = createFileRoute('/management/interface')({ component: InterfaceRoute });

function InterfaceRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('interface');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <InterfacePage />;
}
