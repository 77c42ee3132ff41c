import { createFileRoute } from '@tanstack/react-router';
import { FormRouteError, loadFormForRoute } from '#app/features/designer/form-route-parts';
import { formIdParams } from '#app/features/designer/form-id-params';
import { FormPrintPage } from '#app/features/designer/print/form-print-page';
import { DashboardLayout } from '#app/shell/layouts/layouts';

export const Route = createFileRoute('/forms/$id/print')({
  params: formIdParams,
  loader: loadFormForRoute,
  errorComponent: FormRouteError,
  component: PrintForm,
});

function PrintForm() {
  const form = Route.useLoaderData();
  return (
    <DashboardLayout>
      <FormPrintPage key={form.id} form={form} />
    </DashboardLayout>
  );
}
