import { createFileRoute } from '@tanstack/react-router';
import { DesignerPage } from '../forms/designer-page';
import { myFormsQuery } from '../forms/forms-api';
import { orSignIn } from '../forms/sign-in-redirect';
import { DashboardLayout } from '../layouts/layouts';

/** Loading "my forms" first checks the session: the author signs in before typing anything. */
export const Route = createFileRoute('/forms/new')({
  loader: async ({ context, location }) => {
    await orSignIn(context.queryClient.ensureQueryData(myFormsQuery()), location.href);
  },
  component: () => (
    <DashboardLayout>
      <DesignerPage />
    </DashboardLayout>
  ),
});
