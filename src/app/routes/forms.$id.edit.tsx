import { createFileRoute } from '@tanstack/react-router';
import { DesignerPage } from '../forms/designer-page';
import { FormRouteError, formIdParams, loadFormForRoute } from '../forms/form-route-parts';
import { DashboardLayout } from '../layouts/layouts';

export const Route = createFileRoute('/forms/$id/edit')({
  params: formIdParams,
  loader: loadFormForRoute,
  errorComponent: FormRouteError,
  component: EditForm,
});

function EditForm() {
  const form = Route.useLoaderData();
  return (
    <DashboardLayout>
      <DesignerPage key={form.id} form={form} />
    </DashboardLayout>
  );
}
