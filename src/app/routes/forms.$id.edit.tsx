import { createFileRoute } from '@tanstack/react-router';
import { DesignerPage } from '#app/features/designer/designer-page';
import { FormReviewTimeline } from '#app/features/review/form-review-timeline';
import { FormPreview } from '#app/features/answering/preview/form-preview';
import { FormRouteError, loadFormForRoute } from '#app/features/designer/form-route-parts';
import { formIdParams } from '#app/features/designer/form-id-params';
import { staleCodeFirst } from '#app/shell/errors/error-page';
import { DashboardLayout } from '#app/shell/layouts/layouts';

export const Route = createFileRoute('/forms/$id/edit')({
  params: formIdParams,
  loader: loadFormForRoute,
  errorComponent: staleCodeFirst(FormRouteError),
  component: EditForm,
});

function EditForm() {
  const form = Route.useLoaderData();
  return (
    <DashboardLayout>
      <DesignerPage key={form.id} form={form} reviewTimeline={FormReviewTimeline} preview={FormPreview} />
    </DashboardLayout>
  );
}
