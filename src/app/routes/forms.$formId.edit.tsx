import { createFileRoute, notFound } from '@tanstack/react-router';
import { DesignerLoadError } from '../forms/designer-load-error';
import { DesignerPage } from '../forms/designer-page';
import { formDetailQuery } from '../forms/forms-api';
import { orSignIn } from '../forms/sign-in-redirect';
import { ApiError } from '../http/api-error';
import { DashboardLayout } from '../layouts/layouts';

export const Route = createFileRoute('/forms/$formId/edit')({
  params: {
    parse: ({ formId }) => {
      const id = Number(formId);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found protocol
      if (!Number.isInteger(id) || id <= 0) throw notFound();
      return { formId: id };
    },
    stringify: ({ formId }) => ({ formId: String(formId) }),
  },
  loader: async ({ context, params, location }) => {
    try {
      return await orSignIn(context.queryClient.ensureQueryData(formDetailQuery(params.formId)), location.href);
    } catch (error) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found protocol
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  errorComponent: (props) => (
    <DashboardLayout>
      <DesignerLoadError {...props} />
    </DashboardLayout>
  ),
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
