import { createFileRoute } from '@tanstack/react-router';
import { formListQuery } from '#app/features/form-lists/form-lists-api';
import { FormListRoute } from '#app/features/form-lists/form-lists-route';
import { formListSearchSchema } from '#app/features/form-lists/form-lists-search';
import { MyFormsPage } from '#app/features/form-lists/my-forms-page';
import { orSignIn } from '#app/shell/session/sign-in-redirect';

export const Route = createFileRoute('/forms/')({
  validateSearch: formListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location }) => orSignIn(context.queryClient.ensureQueryData(formListQuery('mine', deps)), location.href),
  component: function ListRoute() {
    return <FormListRoute search={Route.useSearch()} navigate={Route.useNavigate()} Page={MyFormsPage} />;
  },
});
