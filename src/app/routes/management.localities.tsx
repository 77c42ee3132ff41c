import { createFileRoute } from '@tanstack/react-router';
import { LocalitiesPage } from '../localities/localities-page';
import { AccessDenied } from '../management/access-denied';
import { findSection } from '../management/management-menu';
import { useManagementAccess } from '../management/use-management-access';

export const Route = createFileRoute('/management/localities')({
  component: LocalitiesRoute,
});

function LocalitiesRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('localities');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <LocalitiesPage />;
}
