import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { formListQuery } from '../forms/form-lists-api';
import { formListSearchSchema, type FormListSearch } from '../forms/form-lists-search';
import { SharedFormsPage } from '../forms/shared-forms-page';
import { orSignIn } from '../forms/sign-in-redirect';
import { DashboardLayout } from '../layouts/layouts';

export const Route = createFileRoute('/forms/shared')({
  validateSearch: formListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, location }) => orSignIn(context.queryClient.ensureQueryData(formListQuery('shared', deps)), location.href),
  component: SharedFormsRoute,
});

function SharedFormsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // a function of the current URL: two quick changes never undo each other
  const onSearch = useCallback(
    (patch: Partial<FormListSearch>) => void navigate({ search: (current) => formListSearchSchema.parse({ ...current, ...patch }) }),
    [navigate],
  );
  return (
    <DashboardLayout>
      <SharedFormsPage search={search} onSearch={onSearch} />
    </DashboardLayout>
  );
}
