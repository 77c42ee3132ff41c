import { createFileRoute } from '@tanstack/react-router';
import { ConfigurationPage } from '#app/features/configuration/configuration-page';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';

export const Route = createFileRoute('/management/configuration')({ component: ConfigurationRoute });

function ConfigurationRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('configuration');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <ConfigurationPage />;
}
