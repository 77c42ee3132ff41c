import { createFileRoute } from '@tanstack/react-router';
import { formListQuery } from '#app/features/form-lists/form-lists-api';
import { FormListRoute } from '#app/features/form-lists/form-lists-route';
import { formListSearchSchema } from '#app/features/form-lists/form-lists-search';
import { SharedFormsPage } from '#app/features/form-lists/shared-forms-page';
import { orSignIn } from '#app/shell/session/sign-in-redirect';

export const Route = createFileRoute('/forms/shared')({
  validateSearch: formListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location }) => orSignIn(context.queryClient.ensureQueryData(formListQuery('shared', deps)), location.href),
  component: function ListRoute() {
    return <FormListRoute search={Route.useSearch()} navigate={Route.useNavigate()} Page={SharedFormsPage} />;
  },
});
