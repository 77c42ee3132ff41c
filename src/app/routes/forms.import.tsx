import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { FormDesign } from '#core/forms';
import { FormImportPage } from '#app/features/form-import/form-import-page';
import { createForm, myFormsQuery } from '#app/features/designer/forms-api';
import { formListKeys } from '#app/features/form-lists/form-lists-api';
import { orSignIn } from '#app/shell/session/sign-in-redirect';
import { DashboardLayout } from '#app/shell/layouts/layouts';

/** Like /forms/new: the session is checked first, the author signs in before choosing a file. */
export const Route = createFileRoute('/forms/import')({
  loader: async ({ context, location }) => {
    await orSignIn(context.queryClient.ensureQueryData(myFormsQuery()), location.href);
  },
  component: ImportRoute,
});

function ImportRoute() {
  const queryClient = useQueryClient();
  const create = async (design: FormDesign) => {
    const form = await createForm(design);
    await queryClient.invalidateQueries({ queryKey: formListKeys.all });
    return form;
  };
  return (
    <DashboardLayout>
      <FormImportPage create={create} />
    </DashboardLayout>
  );
}
