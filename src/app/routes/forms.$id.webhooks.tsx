import { createFileRoute } from '@tanstack/react-router';
import { FormRouteError, loadFormForRoute } from '#app/features/designer/form-route-parts';
import { formIdParams } from '#app/features/designer/form-id-params';
import { staleCodeFirst } from '#app/shell/errors/error-page';
import { DashboardLayout } from '#app/shell/layouts/layouts';
import { WebhooksPage } from '#app/features/webhooks/webhooks-page';

export const Route = createFileRoute('/forms/$id/webhooks')({
  params: formIdParams,
  loader: loadFormForRoute,
  errorComponent: staleCodeFirst(FormRouteError),
  component: FormWebhooks,
});

function FormWebhooks() {
  const form = Route.useLoaderData();
  return (
    <DashboardLayout>
      <WebhooksPage key={form.id} form={form} />
    </DashboardLayout>
  );
}
