import { createFileRoute } from '@tanstack/react-router';
import { formListQuery } from '../forms/form-lists-api';
import { FormListRoute } from '../forms/form-lists-route';
import { formListSearchSchema } from '../forms/form-lists-search';
import { MyFormsPage } from '../forms/my-forms-page';
import { orSignIn } from '../forms/sign-in-redirect';

export const Route = createFileRoute('/forms/')({
  validateSearch: formListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location }) => orSignIn(context.queryClient.ensureQueryData(formListQuery('mine', deps)), location.href),
  component: function ListRoute() {
    return <FormListRoute search={Route.useSearch()} navigate={Route.useNavigate()} Page={MyFormsPage} />;
  },
});
