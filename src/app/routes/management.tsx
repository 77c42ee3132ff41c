import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ManagementShell } from '#app/shell/management/management-shell';

export const Route = createFileRoute('/management')({
  component: () => (
    <ManagementShell>
      <Outlet />
    </ManagementShell>
  ),
});
