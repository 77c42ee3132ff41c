import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '#app/shell/layouts/layouts';
import { SystemsPage } from '#app/features/systems/systems-page';

export const Route = createFileRoute('/systems')({
  component: () => (
    <DashboardLayout>
      <SystemsPage />
    </DashboardLayout>
  ),
});
