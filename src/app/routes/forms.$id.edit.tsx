import { createFileRoute, notFound } from '@tanstack/react-router';
import { DesignerLoadError } from '../forms/designer-load-error';
import { DesignerPage } from '../forms/designer-page';
import { formDetailQuery } from '../forms/forms-api';
import { orSignIn } from '../forms/sign-in-redirect';
import { ApiError } from '../http/api-error';
import { DashboardLayout } from '../layouts/layouts';

export const Route = createFileRoute('/forms/$id/edit')({
  params: {
    parse: ({ id: raw }) => {
      const id = Number(raw);
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's not-found protocol
      if (!Number.isInteger(id) || id <= 0) throw notFound();
      return { id };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  loader: async ({ context, params, location }) => {
    try {
      return await orSignIn(context.queryClient.ensureQueryData(formDetailQuery(params.id)), location.href);
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
