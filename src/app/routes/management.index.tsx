import { createFileRoute } from '@tanstack/react-router';
import { ManagementHome } from '../management/management-home';

export const Route = createFileRoute('/management/')({
  component: ManagementHome,
});
