import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '../layouts/layouts';
import { ChangePasswordPage } from '../profile/change-password-page';

export const Route = createFileRoute('/change-password')({
  component: () => <DashboardLayout><ChangePasswordPage /></DashboardLayout>,
});
