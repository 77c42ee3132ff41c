import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '#app/shell/layouts/layouts';
import { ProfilePage } from '#app/features/profile/profile-page';

export const Route = createFileRoute('/profile')({
  component: () => <DashboardLayout><ProfilePage /></DashboardLayout>,
});
