import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied } from '../management/access-denied';
import { findSection } from '../management/management-menu';
import { useManagementAccess } from '../management/use-management-access';
import { SurveysPage } from '../statistics/surveys-page';

export const Route = createFileRoute('/management/surveys')({
  component: SurveysRoute,
});

function SurveysRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('surveys');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <SurveysPage />;
}
