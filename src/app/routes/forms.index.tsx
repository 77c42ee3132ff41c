import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { formListQuery } from '../forms/form-lists-api';
import { formListSearchSchema, type FormListSearch } from '../forms/form-lists-search';
import { MyFormsPage } from '../forms/my-forms-page';
import { orSignIn } from '../forms/sign-in-redirect';
import { DashboardLayout } from '../layouts/layouts';

export const Route = createFileRoute('/forms/')({
  validateSearch: formListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location }) => orSignIn(context.queryClient.ensureQueryData(formListQuery('mine', deps)), location.href),
  component: MyFormsRoute,
});

function MyFormsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // a function of the current URL: two quick changes never undo each other
  const onSearch = useCallback(
    (patch: Partial<FormListSearch>) => void navigate({ search: (current) => formListSearchSchema.parse({ ...current, ...patch }) }),
    [navigate],
  );
  return (
    <DashboardLayout>
      <MyFormsPage search={search} onSearch={onSearch} />
    </DashboardLayout>
  );
}
