import { createFileRoute } from '@tanstack/react-router';
import { ManagementHome } from '#app/shell/management/management-home';

export const Route = createFileRoute('/management/')({
  component: ManagementHome,
});
