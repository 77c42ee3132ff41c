import { createFileRoute } from '@tanstack/react-router';
import { DesignerPage } from '#app/features/designer/designer-page';
import { FormReviewTimeline } from '#app/features/review/form-review-timeline';
import { FormPreview } from '#app/features/answering/preview/form-preview';
import { myFormsQuery } from '#app/features/designer/forms-api';
import { orSignIn } from '#app/shell/session/sign-in-redirect';
import { DashboardLayout } from '#app/shell/layouts/layouts';

/** Loading "my forms" first checks the session: the author signs in before typing anything. */
export const Route = createFileRoute('/forms/new')({
  loader: async ({ context, location }) => {
    await orSignIn(context.queryClient.ensureQueryData(myFormsQuery()), location.href);
  },
  component: () => (
    <DashboardLayout>
      <DesignerPage reviewTimeline={FormReviewTimeline} preview={FormPreview} />
    </DashboardLayout>
  ),
});
