import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied } from '#app/shell/management/access-denied';
import { findSection } from '#app/shell/management-access/management-menu';
import { useManagementAccess } from '#app/shell/management-access/use-management-access';
import { SurveysPage } from '#app/features/statistics/surveys-page';

export const Route = createFileRoute('/management/surveys')({
  component: SurveysRoute,
});

function SurveysRoute() {
  const { sections } = useManagementAccess();
  const section = findSection('surveys');
  if (!section || !sections.includes(section)) return <AccessDenied />;
  return <SurveysPage />;
}
