import { createFileRoute } from '@tanstack/react-router';
import { InterfacePage } from '../config/interface-page';
import { AccessDenied } from '../management/access-denied';
import { findSection } from '../management/management-menu';
import { useManagementAccess } from '../management/use-management-access';

export const Route = createFileRoute('/management/interface')({ component: InterfaceRoute });

function InterfaceRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('interface');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <InterfacePage />;
}
