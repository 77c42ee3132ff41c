import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '../layouts/layouts';
import { SystemsPage } from '../systems/systems-page';

export const Route = createFileRoute('/systems')({
  component: () => (
    <DashboardLayout>
      <SystemsPage />
    </DashboardLayout>
  ),
});
