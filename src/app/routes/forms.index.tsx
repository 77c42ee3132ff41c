import { createFileRoute } from '@tanstack/react-router';
import { myFormsQuery } from '../forms/forms-api';
import { MyFormsPage } from '../forms/my-forms-page';
import { orSignIn } from '../forms/sign-in-redirect';
import { DashboardLayout } from '../layouts/layouts';

export const Route = createFileRoute('/forms/')({
  loader: ({ context, location }) => orSignIn(context.queryClient.ensureQueryData(myFormsQuery()), location.href),
  component: () => (
    <DashboardLayout>
      <MyFormsPage />
    </DashboardLayout>
  ),
});
