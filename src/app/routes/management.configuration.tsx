import { createFileRoute } from '@tanstack/react-router';
import { ConfigurationPage } from '../config/configuration-page';
import { AccessDenied } from '../management/access-denied';
import { findSection } from '../management/management-menu';
import { useManagementAccess } from '../management/use-management-access';

export const Route = createFileRoute('/management/configuration')({ component: ConfigurationRoute });

function ConfigurationRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('configuration');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <ConfigurationPage />;
}
