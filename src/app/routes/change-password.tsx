import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '#app/shell/layouts/layouts';
import { ChangePasswordPage } from '#app/features/profile/change-password-page';

export const Route = createFileRoute('/change-password')({
  component: () => <DashboardLayout><ChangePasswordPage /></DashboardLayout>,
});
