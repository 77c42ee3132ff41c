import { createFileRoute } from '@tanstack/react-router';
import { DashboardLayout } from '../layouts/layouts';
import { ProfilePage } from '../profile/profile-page';

export const Route = createFileRoute('/profile')({
  component: () => <DashboardLayout><ProfilePage /></DashboardLayout>,
});
